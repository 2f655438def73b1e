import { createFileRoute } from '@tanstack/react-router'
import { CurrencyOrderNotFound } from '../../../features/currency-orders/detail/currency-order-not-found'
import { CurrencyOrderPage } from '../../../features/currency-orders/detail/currency-order-page'
import { currencyOrderQueries } from '../../../features/currency-orders/queries'
import { recordRoute } from '../../../lib/record-route'

function CurrencyOrderRoute() {
  return <CurrencyOrderPage currencyOrderId={Route.useParams().currencyOrderId} />
}

export const Route = createFileRoute('/_app/currency-orders/$currencyOrderId')({
  ...recordRoute('currencyOrderId', currencyOrderQueries.detail),
  component: CurrencyOrderRoute,
  notFoundComponent: CurrencyOrderNotFound,
})
