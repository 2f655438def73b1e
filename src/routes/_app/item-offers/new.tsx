import { createFileRoute } from '@tanstack/react-router'
import { NewItemOfferPage } from '../../../features/item-offers/new/new-item-offer-page'

export const Route = createFileRoute('/_app/item-offers/new')({
  component: NewItemOfferPage,
})
