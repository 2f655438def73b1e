import type { AccountOrderListItem } from '../../../api/records/account-order'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn, userColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { Badge } from '../../../components/ui/badge'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { recordLink } from '../../../lib/record-link'

type Order = AccountOrderListItem

/** Where an order of the list leads: its page. */
export const orderLink = (order: Order) => recordLink('account-order', order.id)

export const ACCOUNT_ORDER_COLUMNS: readonly ListColumn<Order>[] = [
  idColumn(),
  titleColumn(),
  fieldColumn<Order, 'game'>('Game', 'game', (game) => game.name),
  userColumn('Buyer', 'buyer'),
  moneyColumn('Price', 'price', 'price_usd', 'price'),
  statusColumn(),
  fieldColumn<Order, 'is_disputed'>('Dispute', 'is_disputed', (disputed) =>
    disputed ? <Badge tone="danger">Disputed</Badge> : <Muted>None</Muted>, { empty: <Muted>Not sent</Muted> },
  ),
  fieldColumn<Order, 'delivery_time'>('Delivery', 'delivery_time', (delivery) => delivery.format, {
    empty: <Muted>Not set</Muted>,
    sortKey: 'delivery_time',
    below: (order) => (
      <ReadField record={order} field="is_manual_delivery">
        {(manual) => (manual ? 'Manual' : 'Automatic')}
      </ReadField>
    ),
  }),
  dateColumn('Updated', 'updated_at'),
]
