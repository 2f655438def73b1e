import { useQuery } from '@tanstack/react-query'
import { WaitingOrderItem, WaitingTile } from '../../../components/tile/waiting-tile'
import { recordLink } from '../../../lib/record-link'
import { itemOrderQueries, WAITING_ITEM_ORDERS } from '../queries'

const LIST = { to: '/item-orders', search: { status: WAITING_ITEM_ORDERS.status, sort: WAITING_ITEM_ORDERS.sort } } as const

/** The overview's tile of the item orders the seller still has to deliver, the longest waiting first. */
export function WaitingItemOrders() {
  const query = useQuery(itemOrderQueries.waiting())
  return (
    <WaitingTile
      title="Item orders waiting for delivery"
      list={LIST}
      query={query}
      most={WAITING_ITEM_ORDERS.per_page}
      items={({ records, meta }) => ({ records, total: meta.total ?? records.length })}
      order="Longest waiting first"
      empty="No item order waits for delivery."
      item={(order) => <WaitingOrderItem order={order} link={recordLink('item-order', order.id)} />}
      footer={(count) => <>All {count} waiting</>}
    />
  )
}
