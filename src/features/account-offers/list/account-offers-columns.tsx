import type { AccountOffer } from '../../../api/records/account-offer'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { TableCell } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'
import { UnsoldCount } from '../credentials/unsold-count'

/** Where an offer of the list leads: its page. */
export const offerLink = (offer: AccountOffer) => recordLink('account-offer', offer.id)

export const ACCOUNT_OFFER_COLUMNS: readonly ListColumn<AccountOffer>[] = [
  idColumn(),
  titleColumn(),
  fieldColumn<AccountOffer, 'game'>('Game', 'game', (game) => game.name, { empty: <Muted>Not sent</Muted> }),
  statusColumn(),
  moneyColumn('Price', 'price', 'price_usd', 'price'),
  fieldColumn<AccountOffer, 'views'>('Views', 'views', formatNumber, { sortKey: 'views', numeric: true, empty: <Muted>Not sent</Muted> }),
  // Counted from each shown offer's inventory: the offer record does not carry it.
  { key: 'in_stock', header: 'In stock', numeric: true, cell: (offer) => <TableCell numeric><UnsoldCount offerId={offer.id} /></TableCell> },
  fieldColumn<AccountOffer, 'delivery_time'>('Delivery', 'delivery_time', (delivery) => delivery.format, {
    empty: <Muted>Not set</Muted>,
    sortKey: 'delivery_time',
  }),
  dateColumn('Listed since', 'listed_at', 'Not listed'),
]
