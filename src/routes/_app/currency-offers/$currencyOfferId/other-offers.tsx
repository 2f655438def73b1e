import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/currency-offers/$currencyOfferId/other-offers')({
  component: OtherOffersPage,
})

function OtherOffersPage() {
  return (
    <section className="page">
      <h1>Competing offers</h1>
    </section>
  )
}
