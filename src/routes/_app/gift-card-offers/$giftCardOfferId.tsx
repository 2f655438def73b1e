import { createFileRoute } from '@tanstack/react-router'
import { GiftCardOfferNotFound } from '../../../features/gift-card-offers/detail/gift-card-offer-not-found'
import { GiftCardOfferPage } from '../../../features/gift-card-offers/detail/gift-card-offer-page'
import { giftCardOfferQueries } from '../../../features/gift-card-offers/queries'
import { recordRoute } from '../../../lib/record-route'

function GiftCardOfferRoute() {
  return <GiftCardOfferPage giftCardOfferId={Route.useParams().giftCardOfferId} />
}

export const Route = createFileRoute('/_app/gift-card-offers/$giftCardOfferId')({
  ...recordRoute('giftCardOfferId', giftCardOfferQueries.detail),
  component: GiftCardOfferRoute,
  notFoundComponent: GiftCardOfferNotFound,
})
