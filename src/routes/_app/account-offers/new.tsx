import { createFileRoute } from '@tanstack/react-router'
import { NewOfferPage } from '../../../features/account-offers/new/new-offer-page'

export const Route = createFileRoute('/_app/account-offers/new')({
  component: NewOfferPage,
})
