import { KeyValue } from '../ui/key-values'
import { Muted } from '../ui/text'
import { ReadField, ReadRow } from '../ui/unreadable-value'
import { formatDateTime, formatNumber, toIsoUtc } from '../../lib/format'

interface OfferActivity {
  readonly listed_at: number | null
  readonly updated_at: number | null
  readonly views: number | null
  readonly unreadable: { readonly listed_at?: unknown; readonly updated_at?: unknown; readonly views?: unknown }
}

/** The last rows of an offer's facts: since when it is listed, how often it was seen, when it last changed. */
export function OfferActivityRows({ offer }: { offer: OfferActivity }) {
  const when = (field: 'listed_at' | 'updated_at', empty: string) => (
    <ReadField record={offer} field={field} empty={<Muted>{empty}</Muted>}>
      {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
    </ReadField>
  )
  return (
    <>
      <KeyValue label="Listed since">{when('listed_at', 'Not listed')}</KeyValue>
      <ReadRow label="Views" record={offer} field="views" empty={<Muted>Not sent</Muted>}>
        {formatNumber}
      </ReadRow>
      <KeyValue label="Updated">{when('updated_at', 'Unknown')}</KeyValue>
    </>
  )
}
