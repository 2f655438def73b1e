import { Link } from '@tanstack/react-router'
import type { ListTexts } from '../../../components/list/list-context'
import { ListBulk } from '../../../components/list/list-bulk'
import { ListPage } from '../../../components/list/list-page'
import { accountOfferQueries } from '../queries'
import { ACCOUNT_OFFER_COLUMNS, offerLink } from './account-offers-columns'
import { ACCOUNT_OFFER_BULK } from './bulk-account-offers'

const TEXTS: ListTexts = {
  names: { title: 'Account offers', one: 'offer', many: 'offers' },
  empty: { title: 'No account offers yet', text: 'The accounts you put up for sale appear here.' },
  lookupHint: 'You can still open an offer by its id: type it in Search at the top of the page (Ctrl K).',
}

export function AccountOffersPage() {
  return (
    <ListPage
      query={accountOfferQueries.list}
      texts={TEXTS}
      columns={ACCOUNT_OFFER_COLUMNS}
      link={offerLink}
      bulk={{ kind: ACCOUNT_OFFER_BULK, Area: ListBulk }}
      exportCsv={() => import('./export-account-offers')}
      intro={() => (
        <p>
          <Link to="/account-offers/new">New account offer</Link>
          {' · '}
          <Link to="/account-offers/import">Import offers from a CSV file</Link>
        </p>
      )}
    />
  )
}
