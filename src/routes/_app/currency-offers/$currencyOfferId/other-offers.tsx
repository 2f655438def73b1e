import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import { isIdText } from '../../../../lib/ids'
import { isApiError } from '../../../../lib/api-error'
import { loadQuery } from '../../../../lib/load-query'
import { OtherOffersNotFound } from '../../../../features/currency-offers/components/other-offers-not-found'
import { OtherOffersPage } from '../../../../features/currency-offers/components/other-offers-page'
import { currencyOfferQueries } from '../../../../features/currency-offers/queries'
import { otherOffersSearchDefaults, otherOffersSearchSchema } from '../../../../features/currency-offers/search'

export const Route = createFileRoute('/_app/currency-offers/$currencyOfferId/other-offers')({
  validateSearch: otherOffersSearchSchema,
  search: { middlewares: [stripSearchParams(otherOffersSearchDefaults)] },
  // Sorting and filtering happen in the browser: the search does not feed the fetch.
  loader: async ({ context, params, abortController }) => {
    if (!isIdText(params.currencyOfferId)) throw notFound()
    try {
      await loadQuery(
        context.queryClient,
        currencyOfferQueries.otherOffers(params.currencyOfferId),
        abortController.signal,
      )
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      // Any other failure stays in the query and shows in the page, with a retry.
    }
  },
  component: OtherOffersPage,
  notFoundComponent: OtherOffersNotFound,
})
