import type { AccountOrder } from '../../../api/records/account-order'
import { DateTime } from '../../../components/ui/date-time'

/** Every timestamp of the order; events that have not happened read "Not yet". */
export function OrderDates({ order }: { order: AccountOrder }) {
  const rows: [string, number | null][] = [
    ['Purchased', order.purchased_at],
    ['Completed', order.completed_at],
    ['Refunded', order.refunded_at],
    ['Created', order.created_at],
    ['Last updated', order.updated_at],
  ]
  return (
    <dl className="key-values">
      {rows.map(([label, seconds]) => (
        <div key={label} className="key-values__row">
          <dt>{label}</dt>
          <dd>
            <DateTime seconds={seconds} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
