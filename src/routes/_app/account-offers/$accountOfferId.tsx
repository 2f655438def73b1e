import { createFileRoute } from '@tanstack/react-router'
import { AccountOfferNotFound } from '../../../features/account-offers/detail/account-offer-not-found'
import { AccountOfferPage } from '../../../features/account-offers/detail/account-offer-page'
import { accountOfferQueries } from '../../../features/account-offers/queries'
import { recordRoute } from '../../../lib/record-route'

function AccountOfferRoute() {
  return <AccountOfferPage accountOfferId={Route.useParams().accountOfferId} />
}

export const Route = createFileRoute('/_app/account-offers/$accountOfferId')({
  ...recordRoute('accountOfferId', accountOfferQueries.detail),
  component: AccountOfferRoute,
  notFoundComponent: AccountOfferNotFound,
})
