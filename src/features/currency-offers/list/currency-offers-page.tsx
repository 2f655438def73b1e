import { Link } from '@tanstack/react-router'
import type { ListTexts } from '../../../components/list/list-context'
import { ListBulk } from '../../../components/list/list-bulk'
import { ListPage } from '../../../components/list/list-page'
import { currencyOfferQueries } from '../queries'
import { CURRENCY_OFFER_BULK } from './bulk-currency-offers'
import { CURRENCY_OFFER_COLUMNS, offerLink } from './currency-offers-columns'

const TEXTS: ListTexts = {
  names: { title: 'Currency offers', one: 'offer', many: 'offers' },
  empty: { title: 'No currency offers yet', text: 'The currency offers you put up for sale appear here.' },
  lookupHint:
    'You can still see the competing offers of one of your offers: type its id in Search at the top of the page (Ctrl K).',
}

/** The seller's own currency offers; each leads to the competing offers of other sellers. */
export function CurrencyOffersPage() {
  return (
    <ListPage
      query={currencyOfferQueries.list}
      texts={TEXTS}
      columns={CURRENCY_OFFER_COLUMNS}
      link={offerLink}
      bulk={{ kind: CURRENCY_OFFER_BULK, Area: ListBulk }}
      intro={() => (
        <p>
          <Link to="/currency-offers/new">New currency offer</Link>
        </p>
      )}
    />
  )
}
