import type { ItemOrder } from '../../../api/records/item-order'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn, userColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

/** Where an order of the list leads: its page. */
export const itemOrderLink = (order: ItemOrder) => recordLink('item-order', order.id)

export const ITEM_ORDER_COLUMNS: readonly ListColumn<ItemOrder>[] = [
  idColumn(),
  titleColumn(),
  statusColumn(),
  userColumn('Buyer', 'buyer'),
  fieldColumn<ItemOrder, 'quantity'>('Quantity', 'quantity', (quantity) => formatNumber(quantity), { numeric: true, sortKey: 'quantity' }),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  dateColumn('Created', 'created_at'),
]
