import { createFileRoute } from '@tanstack/react-router'
import { NewCurrencyOfferPage } from '../../../features/currency-offers/new/new-currency-offer-page'

export const Route = createFileRoute('/_app/currency-offers/new')({
  component: NewCurrencyOfferPage,
})
