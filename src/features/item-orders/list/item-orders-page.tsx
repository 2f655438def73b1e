import type { ItemOrder } from '../../../api/records/item-order'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn, userColumn } from '../../../components/list/columns'
import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import type { ListColumn } from '../../../components/list/list-table'
import { formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'
import { itemOrderQueries } from '../queries'

/*
 * The columns are this page's own, not shared with an offer's orders: a module two routes share goes to the
 * chunk every record page loads, and with it the list kit.
 */
const COLUMNS: readonly ListColumn<ItemOrder>[] = [
  idColumn(),
  titleColumn(),
  statusColumn(),
  userColumn('Buyer', 'buyer'),
  fieldColumn<ItemOrder, 'quantity'>('Quantity', 'quantity', (quantity) => formatNumber(quantity), { numeric: true, sortKey: 'quantity' }),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  dateColumn('Created', 'created_at'),
]

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
      columns={COLUMNS}
      link={(order) => recordLink('item-order', order.id)}
      exportCsv={() => import('./export-item-orders')}
    />
  )
}
