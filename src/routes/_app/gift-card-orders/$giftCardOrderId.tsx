import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/gift-card-orders/$giftCardOrderId')({
  component: GiftCardOrderPage,
})

function GiftCardOrderPage() {
  return (
    <section className="page">
      <h1>Gift card order</h1>
    </section>
  )
}
