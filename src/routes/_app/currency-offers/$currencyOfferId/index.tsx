import { createFileRoute } from '@tanstack/react-router'
import { recordRoute } from '../../../../lib/record-route'
import { OtherOffersNotFound } from '../../../../features/currency-offers/components/other-offers-not-found'
import { OfferPage } from '../../../../features/currency-offers/offer/offer-page'
import { currencyOfferQueries } from '../../../../features/currency-offers/queries'

function OfferRoute() {
  return <OfferPage currencyOfferId={Route.useParams().currencyOfferId} />
}

export const Route = createFileRoute('/_app/currency-offers/$currencyOfferId/')({
  ...recordRoute('currencyOfferId', currencyOfferQueries.own, {
    alongside: (id) => [currencyOfferQueries.otherOffers(id)],
  }),
  component: OfferRoute,
  notFoundComponent: OtherOffersNotFound,
})
