import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { WaitingTile } from '../../../components/tile/waiting-tile'
import { DateTime } from '../../../components/ui/date-time'
import { ReadField } from '../../../components/ui/unreadable-value'
import { overviewQueries, WAITING_DELIVERY_QUERY } from '../queries'
import { Muted } from '../../../components/ui/text'

const LIST = {
  to: '/account-orders',
  search: { status: WAITING_DELIVERY_QUERY.status, sort: WAITING_DELIVERY_QUERY.sort },
} as const

/** The account orders the seller still has to deliver, the longest waiting first. */
export function WaitingDeliveryTile() {
  const query = useQuery(overviewQueries.waitingDelivery())
  return (
    <WaitingTile
      title="Account orders waiting for delivery"
      list={LIST}
      query={query}
      most={WAITING_DELIVERY_QUERY.per_page}
      items={({ records, meta }) => ({ records, total: meta.total ?? records.length })}
      order="Longest waiting first"
      empty="No order waits for delivery."
      item={(order) => (
        <>
          <Link to="/account-orders/$accountOrderId" params={{ accountOrderId: order.id }}>
            Order {order.id}
            <ReadField record={order} field="title">
              {(title) => <Muted>, {title}</Muted>}
            </ReadField>
          </Link>
          <ReadField record={order} field="created_at">
            {(seconds) => <DateTime seconds={seconds} compact />}
          </ReadField>
        </>
      )}
      footer={(count) => <>All {count} waiting</>}
    />
  )
}
