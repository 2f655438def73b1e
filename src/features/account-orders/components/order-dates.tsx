import type { AccountOrder } from '../../../api/records/account-order'
import { DateTime } from '../../../components/ui/date-time'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { ReadField } from '../../../components/ui/unreadable-value'

/** Every timestamp of the order; events that have not happened read "Not yet". */
export function OrderDates({ order }: { order: AccountOrder }) {
  const rows = [
    ['Purchased', 'purchased_at'],
    ['Completed', 'completed_at'],
    ['Refunded', 'refunded_at'],
    ['Created', 'created_at'],
    ['Last updated', 'updated_at'],
  ] as const
  return (
    <KeyValues>
      {rows.map(([label, field]) => (
        <KeyValue key={label} label={label}>
          <ReadField record={order} field={field} empty={<DateTime seconds={null} />}>
            {(seconds) => <DateTime seconds={seconds} />}
          </ReadField>
        </KeyValue>
      ))}
    </KeyValues>
  )
}
