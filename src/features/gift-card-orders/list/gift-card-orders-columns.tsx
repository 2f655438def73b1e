import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn, userColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { formatNumber } from '../../../lib/format'

export const GIFT_CARD_ORDER_COLUMNS: readonly ListColumn<GiftCardOrder>[] = [
  idColumn(),
  titleColumn(),
  userColumn('Buyer', 'buyer'),
  fieldColumn<GiftCardOrder, 'quantity'>('Quantity', 'quantity', formatNumber, { sortKey: 'quantity', numeric: true }),
  // On a phone's card the amount is the order's price; the unit price is a detail.
  { ...moneyColumn<GiftCardOrder>('Unit price', 'unit_price_eur', 'unit_price_usd', 'unit_price'), card: 'detail' },
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  {
    ...statusColumn<GiftCardOrder>(),
    // The live API sends `status`; the spec does not. Show the column only when there is something in it.
    showIf: (orders) => orders.some((order) => order.status !== null || 'status' in order.unreadable),
  },
  dateColumn('Created', 'created_at'),
  dateColumn('Updated', 'updated_at'),
  dateColumn('Completed', 'completed_at', 'Not completed'),
]
