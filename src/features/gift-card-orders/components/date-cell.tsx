import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatDateTime, toIsoUtc } from '../../../lib/format'

type DateField = 'created_at' | 'updated_at' | 'completed_at' | 'refunded_at'

/** A timestamp in Unix seconds, `empty` while the event has not happened, or the unreadable mark. */
export function DateCell({ order, field, empty = 'Not yet' }: { order: GiftCardOrder; field: DateField; empty?: string }) {
  return (
    <td className="gco-date">
      <ReadField record={order} field={field} empty={<span className="muted">{empty}</span>}>
        {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
      </ReadField>
    </td>
  )
}
