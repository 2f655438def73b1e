import { createFileRoute } from '@tanstack/react-router'
import { recordRoute } from '../../../lib/record-route'
import { GiftCardOrderNotFound } from '../../../features/gift-card-orders/components/gift-card-order-not-found'
import { GiftCardOrderPage } from '../../../features/gift-card-orders/components/gift-card-order-page'
import { giftCardOrderQueries } from '../../../features/gift-card-orders/queries'

function GiftCardOrderRoute() {
  return <GiftCardOrderPage orderId={Route.useParams().giftCardOrderId} />
}

export const Route = createFileRoute('/_app/gift-card-orders/$giftCardOrderId')({
  ...recordRoute('giftCardOrderId', giftCardOrderQueries.detail),
  component: GiftCardOrderRoute,
  notFoundComponent: GiftCardOrderNotFound,
})
