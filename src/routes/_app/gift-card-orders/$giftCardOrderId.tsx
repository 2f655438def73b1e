import { createFileRoute } from '@tanstack/react-router'
import { loadRecord } from '../../../lib/load-query'
import { idParams } from '../../../lib/ids'
import { GiftCardOrderNotFound } from '../../../features/gift-card-orders/components/gift-card-order-not-found'
import { GiftCardOrderPage } from '../../../features/gift-card-orders/components/gift-card-order-page'
import { giftCardOrderQueries } from '../../../features/gift-card-orders/queries'

export const Route = createFileRoute('/_app/gift-card-orders/$giftCardOrderId')({
  params: idParams('giftCardOrderId'),
  loader: ({ context, params, abortController }) =>
    loadRecord(context.queryClient, giftCardOrderQueries.detail(params.giftCardOrderId), abortController.signal),
  component: GiftCardOrderRoute,
  notFoundComponent: GiftCardOrderNotFound,
})

function GiftCardOrderRoute() {
  const { giftCardOrderId } = Route.useParams()
  return <GiftCardOrderPage orderId={giftCardOrderId} />
}
