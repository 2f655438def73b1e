import { getRouteApi, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ItemOrder } from '../../../api/records/item-order'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, userColumn } from '../../../components/list/columns'
import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import type { ListColumn } from '../../../components/list/list-table'
import { recordLink } from '../../../lib/record-link'
import { itemOrderQueries } from '../queries'

const route = getRouteApi('/_app/item-offers/$itemOfferId/orders')

/** Every order of one offer is of the same item: no title column; the quantity is what differs. */
const COLUMNS: readonly ListColumn<ItemOrder>[] = [
  idColumn(),
  statusColumn(),
  userColumn('Buyer', 'buyer'),
  fieldColumn<ItemOrder, 'quantity'>('Quantity', 'quantity', (quantity) => `× ${quantity}`, { numeric: true, sortKey: 'quantity' }),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  dateColumn('Created', 'created_at'),
]

/** The orders of one of the seller's item offers, newest first. */
export function ItemOfferOrdersPage() {
  const { itemOfferId } = route.useParams()
  const query = useMemo(() => itemOrderQueries.offer(itemOfferId), [itemOfferId])
  const texts: ListTexts = {
    names: { title: `Orders of item offer ${itemOfferId}`, one: 'order', many: 'orders' },
    empty: { title: 'No orders yet', text: 'Buyers’ orders of this offer appear here.' },
    lookupHint: 'You can still open an order by its id: type it in Search at the top of the page (Ctrl K).',
  }
  const backLink = () => (
    <p>
      <Link to="/item-orders">
        <span aria-hidden="true">← </span>All item orders
      </Link>
    </p>
  )
  return (
    <ListPage
      query={query}
      texts={texts}
      columns={COLUMNS}
      link={(order) => recordLink('item-order', order.id)}
      intro={backLink}
      exportCsv={() => import('./export-item-orders').then((module) => ({ exportList: module.offerExport(itemOfferId) }))}
    />
  )
}
