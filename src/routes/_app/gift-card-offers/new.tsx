import { createFileRoute } from '@tanstack/react-router'
import { NewOfferPage } from '../../../features/gift-card-offers/new/new-offer-page'
import { giftCardOfferQueries } from '../../../features/gift-card-offers/queries'
import { loadAllIfPossible } from '../../../lib/load-query'

export const Route = createFileRoute('/_app/gift-card-offers/new')({
  loader: ({ context, abortController }) =>
    loadAllIfPossible(context.queryClient, [giftCardOfferQueries.brands(), giftCardOfferQueries.regions()], abortController.signal),
  component: NewOfferPage,
})
