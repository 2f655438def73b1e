import type { CurrencyOrderListItem } from '../../../api/records/currency-order'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, userColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

type Order = CurrencyOrderListItem

/** Where an order of the list leads: its page. */
export const currencyOrderLink = (order: Order) => recordLink('currency-order', order.id)

export const CURRENCY_ORDER_COLUMNS: readonly ListColumn<Order>[] = [
  idColumn(),
  statusColumn(),
  userColumn('Buyer', 'buyer'),
  fieldColumn<Order, 'quantity'>('Quantity', 'quantity', (quantity) => formatNumber(quantity), {
    numeric: true,
    below: (order) => order.currency_unit?.name ?? null,
  }),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  dateColumn('Created', 'created_at'),
]
