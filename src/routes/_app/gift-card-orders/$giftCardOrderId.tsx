import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../lib/api-error'
import { loadQuery } from '../../../lib/load-query'
import { GiftCardOrderNotFound } from '../../../features/gift-card-orders/components/gift-card-order-not-found'
import { GiftCardOrderPage } from '../../../features/gift-card-orders/components/gift-card-order-page'
import { giftCardOrderQueries } from '../../../features/gift-card-orders/queries'
import { parseId } from '../../../lib/ids'

export const Route = createFileRoute('/_app/gift-card-orders/$giftCardOrderId')({
  loader: async ({ context, params, abortController }) => {
    const id = parseId(params.giftCardOrderId)
    if (id === null) throw notFound()
    try {
      await loadQuery(context.queryClient, giftCardOrderQueries.detail(id), abortController.signal)
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      // Any other failure: the page shows it with a retry.
    }
  },
  component: GiftCardOrderRoute,
  notFoundComponent: GiftCardOrderNotFound,
})

function GiftCardOrderRoute() {
  const { giftCardOrderId } = Route.useParams()
  return <GiftCardOrderPage orderId={Number(giftCardOrderId)} />
}
