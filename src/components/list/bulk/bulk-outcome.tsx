import type { BulkItem } from '../../../lib/bulk-change'
import type { ItemState } from '../../../lib/send-once'
import { Muted } from '../../ui/text'
import { CheckOffer } from './check-offer'
import type { BulkJobControl } from './use-bulk-job'

/** What became of one offer of the job. */
export function BulkOutcome({ item, state, bulk }: { item: BulkItem; state: ItemState | null; bulk: BulkJobControl }) {
  if (item.skip) return <Muted>{`Not sent: ${item.skip}`}</Muted>
  switch (state?.kind) {
    case 'sending':
      return <>Sending…</>
    case 'done':
      return <>{state.earlier ? 'Done (earlier)' : 'Done'}</>
    case 'refused':
      return <>Refused: {state.reason}</>
    case 'check': {
      const status = bulk.run?.status.kind
      return <CheckOffer offerId={item.offerId} busy={status === 'running' || status === 'waiting'} onCheck={() => bulk.check(item)} onSendAgain={() => void bulk.sendAgain(item)} />
    }
    default:
      return <>Not sent yet</>
  }
}
