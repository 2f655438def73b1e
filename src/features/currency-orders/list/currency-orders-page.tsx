import { getRouteApi, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { currencyOrderQueries } from '../queries'
import { CURRENCY_ORDER_COLUMNS, currencyOrderLink } from './currency-orders-columns'

const route = getRouteApi('/_app/currency-offers/$currencyOfferId/orders')

/** The orders of one of the seller's currency offers, newest first. The buyer's game details are never listed. */
export function CurrencyOrdersPage() {
  const { currencyOfferId } = route.useParams()
  const query = useMemo(() => currencyOrderQueries.list(currencyOfferId), [currencyOfferId])
  const texts: ListTexts = {
    names: { title: `Orders of offer ${currencyOfferId}`, one: 'order', many: 'orders' },
    empty: { title: 'No orders yet', text: 'Buyers’ orders of this offer appear here.' },
    lookupHint: 'You can still open an order by its id: type it in Search at the top of the page (Ctrl K).',
  }
  const backLink = () => (
    <p>
      <Link to="/currency-offers/$currencyOfferId" params={{ currencyOfferId }}>
        <span aria-hidden="true">← </span>Back to offer {currencyOfferId}
      </Link>
    </p>
  )
  return (
    <ListPage query={query} texts={texts} columns={CURRENCY_ORDER_COLUMNS} link={currencyOrderLink} numericSearch intro={backLink} />
  )
}
