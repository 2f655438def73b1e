import type { ItemOffer } from '../../../api/records/item-offer'
import { fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { Muted } from '../../../components/ui/text'
import { formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

export const itemOfferLink = (offer: ItemOffer) => recordLink('item-offer', offer.id)

const count = (header: string, field: 'stock' | 'min_quantity' | 'views', sortKey?: string) =>
  fieldColumn<ItemOffer, typeof field>(header, field, formatNumber, { sortKey, numeric: true, empty: <Muted>Not sent</Muted> })

export const ITEM_OFFER_COLUMNS: readonly ListColumn<ItemOffer>[] = [
  idColumn(),
  titleColumn(),
  fieldColumn<ItemOffer, 'game'>('Game', 'game', (game) => game.name, { empty: <Muted>Not sent</Muted> }),
  statusColumn(),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  count('Stock', 'stock', 'stock'),
  count('Minimum', 'min_quantity'),
  count('Views', 'views', 'views'),
]
