import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { recordRoute } from '../../../../lib/record-route'
import { OtherOffersNotFound } from '../../../../features/currency-offers/components/other-offers-not-found'
import { OtherOffersPage } from '../../../../features/currency-offers/components/other-offers-page'
import { currencyOfferQueries } from '../../../../features/currency-offers/queries'
import { otherOffersSearchDefaults, otherOffersSearchSchema } from '../../../../features/currency-offers/search'

export const Route = createFileRoute('/_app/currency-offers/$currencyOfferId/other-offers')({
  validateSearch: otherOffersSearchSchema,
  search: { middlewares: [stripSearchParams(otherOffersSearchDefaults)] },
  // Sorting and filtering happen in the browser: the search does not feed the fetch.
  ...recordRoute('currencyOfferId', currencyOfferQueries.otherOffers, {
    alongside: (id) => [currencyOfferQueries.own(id)],
  }),
  component: OtherOffersPage,
  notFoundComponent: OtherOffersNotFound,
})
