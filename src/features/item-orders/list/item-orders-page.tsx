import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { itemOrderQueries } from '../queries'
import { ITEM_ORDER_COLUMNS, itemOrderLink } from './item-orders-columns'

const TEXTS: ListTexts = {
  names: { title: 'Item orders', one: 'order', many: 'orders' },
  empty: { title: 'No item orders yet', text: 'Orders of your items appear here as soon as buyers place them.' },
  lookupHint: 'You can still open an order by its id: type it in Search at the top of the page (Ctrl K).',
}

/** The seller's item orders, newest first. */
export function ItemOrdersPage() {
  return (
    <ListPage
      query={itemOrderQueries.list}
      texts={TEXTS}
      columns={ITEM_ORDER_COLUMNS}
      link={itemOrderLink}
      exportCsv={() => import('./export-item-orders')}
    />
  )
}
