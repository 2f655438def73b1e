import { Link } from '@tanstack/react-router'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn, titleColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { TableCell } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

/** Where an offer of the list leads: its own page (its competing offers are a column of their own). */
export const offerLink = (offer: CurrencyOffer) => recordLink('currency-offer', offer.id)

export const CURRENCY_OFFER_COLUMNS: readonly ListColumn<CurrencyOffer>[] = [
  idColumn('Id', false),
  titleColumn(),
  fieldColumn<CurrencyOffer, 'game'>('Game', 'game', (game) => game.name, {
    empty: <Muted>Not sent</Muted>,
  }),
  statusColumn(),
  fieldColumn<CurrencyOffer, 'stock'>('Stock', 'stock', formatNumber, {
    sortKey: 'stock',
    numeric: true,
    below: (offer) => (
      <ReadField record={offer} field="currency_unit">
        {(unit) => unit.name}
      </ReadField>
    ),
  }),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  dateColumn('Updated', 'updated_at'),
  {
    key: 'market',
    header: 'Market',
    cell: (offer) => (
      <TableCell>
        <Link {...recordLink('competing-offers', offer.id)} aria-label={`Competing offers for offer ${offer.id}`}>
          Competing offers
        </Link>
      </TableCell>
    ),
  },
]
