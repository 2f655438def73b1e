import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId')({
  component: AccountOrderPage,
})

function AccountOrderPage() {
  return (
    <section className="page">
      <h1>Account order</h1>
    </section>
  )
}
