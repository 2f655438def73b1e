import { Link } from '@tanstack/react-router'
import type { ListTexts } from '../../../components/list/list-context'
import { ListBulk } from '../../../components/list/list-bulk'
import { ListPage } from '../../../components/list/list-page'
import { itemOfferQueries } from '../queries'
import { ITEM_OFFER_BULK } from './bulk-item-offers'
import { ITEM_OFFER_COLUMNS, itemOfferLink } from './item-offers-columns'

const TEXTS: ListTexts = {
  names: { title: 'Item offers', one: 'offer', many: 'offers' },
  empty: { title: 'No item offers yet', text: 'The in-game items you put up for sale appear here.' },
  lookupHint: 'You can still open an offer by its id: type it in Search at the top of the page (Ctrl K).',
}

/** The seller's item offers: search, filters, sort, pages and CSV; each leads to its page. */
export function ItemOffersPage() {
  return (
    <ListPage
      query={itemOfferQueries.list}
      texts={TEXTS}
      columns={ITEM_OFFER_COLUMNS}
      link={itemOfferLink}
      bulk={{ kind: ITEM_OFFER_BULK, Area: ListBulk }}
      exportCsv={() => import('./export-item-offers')}
      intro={() => (
        <p>
          <Link to="/item-offers/new">New item offer</Link>
        </p>
      )}
    />
  )
}
