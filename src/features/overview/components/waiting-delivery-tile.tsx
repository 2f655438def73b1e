import { useQuery } from '@tanstack/react-query'
import { WaitingOrderItem, WaitingTile } from '../../../components/tile/waiting-tile'
import { recordLink } from '../../../lib/record-link'
import { overviewQueries, WAITING_DELIVERY_QUERY } from '../queries'

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
      item={(order) => <WaitingOrderItem order={order} link={recordLink('account-order', order.id)} />}
      footer={(count) => <>All {count} waiting</>}
    />
  )
}
