import { currencyOfferList } from '../../../api/lists'
import { ListPage } from '../../../components/list/list-page'
import { currencyOfferQueries } from '../queries'
import { CURRENCY_OFFER_COLUMNS, offerLink } from './currency-offers-columns'

const NAMES = { title: 'Currency offers', one: 'offer', many: 'offers' }
const EMPTY = {
  title: 'No currency offers yet',
  text: 'The currency offers you put up for sale appear here.',
}

/** The seller's own currency offers; each leads to the competing offers of other sellers. */
export function CurrencyOffersPage() {
  return (
    <ListPage
      routeId="/_app/currency-offers/"
      list={currencyOfferList}
      query={currencyOfferQueries.list}
      names={NAMES}
      empty={EMPTY}
      lookupHint="You can still see the competing offers of one of your offers: type its id in Search at the top of the page (Ctrl K)."
      columns={CURRENCY_OFFER_COLUMNS}
      link={offerLink}
    />
  )
}
