import { createFileRoute } from '@tanstack/react-router'
import { ItemOfferNotFound } from '../../../../features/item-offers/components/item-offer-not-found'
import { ItemOfferPage } from '../../../../features/item-offers/offer/item-offer-page'
import { itemOfferQueries } from '../../../../features/item-offers/queries'
import { recordRoute } from '../../../../lib/record-route'

function ItemOfferRoute() {
  return <ItemOfferPage itemOfferId={Route.useParams().itemOfferId} />
}

export const Route = createFileRoute('/_app/item-offers/$itemOfferId/')({
  ...recordRoute('itemOfferId', itemOfferQueries.detail),
  component: ItemOfferRoute,
  notFoundComponent: ItemOfferNotFound,
})
