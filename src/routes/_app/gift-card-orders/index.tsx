import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/gift-card-orders/')({
  component: GiftCardOrdersPage,
})

function GiftCardOrdersPage() {
  return (
    <section className="page">
      <h1>Gift card orders</h1>
    </section>
  )
}
