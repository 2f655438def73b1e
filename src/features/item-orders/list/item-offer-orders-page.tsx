import { getRouteApi, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { itemOrderQueries } from '../queries'
import { ITEM_ORDER_COLUMNS, itemOrderLink } from './item-orders-columns'

const route = getRouteApi('/_app/item-offers/$itemOfferId/orders')

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
      columns={ITEM_ORDER_COLUMNS}
      link={itemOrderLink}
      intro={backLink}
      exportCsv={() => import('./export-item-orders').then((module) => ({ exportList: module.offerExport(itemOfferId) }))}
    />
  )
}
