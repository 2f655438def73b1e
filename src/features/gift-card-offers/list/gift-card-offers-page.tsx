import { Link } from '@tanstack/react-router'
import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { giftCardOfferQueries } from '../queries'
import { GIFT_CARD_OFFER_COLUMNS, giftCardOfferLink } from './gift-card-offers-columns'

const TEXTS: ListTexts = {
  names: { title: 'Gift card offers', one: 'offer', many: 'offers' },
  empty: { title: 'No gift card offers yet', text: 'The gift cards you put up for sale, with their stock of keys, appear here.' },
  lookupHint: 'You can still open an offer by its id: type it in Search at the top of the page (Ctrl K).',
}

const newOffer = () => (
  <p>
    <Link to="/gift-card-offers/new">New gift card offer</Link>
  </p>
)

/** The seller's gift card offers: card, region, face value, price and stock. */
export function GiftCardOffersPage() {
  return <ListPage query={giftCardOfferQueries.list} texts={TEXTS} columns={GIFT_CARD_OFFER_COLUMNS} link={giftCardOfferLink} intro={newOffer} />
}
