import { Link, useNavigate } from '@tanstack/react-router'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { DateCell, MoneyCell, StatusCell, TextCell } from '../../../components/list/cells'
import { ListRow, ListTable } from '../../../components/list/list-table'
import { SortHeader } from '../../../components/list/sort-header'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatNumber } from '../../../lib/format'

export const COLUMNS = 8

export function CurrencyOffersTable({ offers, stale }: { offers: readonly CurrencyOffer[]; stale: boolean }) {
  return (
    <ListTable
      stale={stale}
      head={
        <>
          <SortHeader sortKey="id">Id</SortHeader>
          <th scope="col">Title</th>
          <th scope="col">Game</th>
          <th scope="col">Status</th>
          <SortHeader sortKey="stock" numeric>
            Stock
          </SortHeader>
          <SortHeader sortKey="price" numeric>
            Price
          </SortHeader>
          <SortHeader sortKey="updated_at">Updated</SortHeader>
          <th scope="col">Market</th>
        </>
      }
    >
      {offers.map((offer) => (
        <CurrencyOfferRow key={offer.id} offer={offer} />
      ))}
    </ListTable>
  )
}

/** A click anywhere on the row opens the competing offers of this offer. */
function CurrencyOfferRow({ offer }: { offer: CurrencyOffer }) {
  const navigate = useNavigate()
  const currencyOfferId = String(offer.id)
  const to = '/currency-offers/$currencyOfferId/other-offers'
  return (
    <ListRow onOpen={() => void navigate({ to, params: { currencyOfferId } })}>
      <td>{offer.id}</td>
      <TextCell record={offer} field="title" className="list-row__title" />
      <td>
        <ReadField record={offer} field="game" empty={<span className="muted">Not sent</span>}>
          {(game) => game.name}
        </ReadField>
      </td>
      <StatusCell record={offer} />
      <td className="num">
        <ReadField record={offer} field="stock">
          {formatNumber}
        </ReadField>
        <span className="muted list-second-line">
          <ReadField record={offer} field="currency_unit">
            {(unit) => unit.name}
          </ReadField>
        </span>
      </td>
      <MoneyCell record={offer} eur="price_eur" usd="price_usd" />
      <DateCell record={offer} field="updated_at" />
      <td>
        <Link to={to} params={{ currencyOfferId }} aria-label={`Competing offers for offer ${offer.id}`}>
          Competing offers
        </Link>
      </td>
    </ListRow>
  )
}
