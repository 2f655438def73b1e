import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/disputes/')({
  component: DisputesRoute,
})

function DisputesRoute() {
  return (
    <section className="page" aria-labelledby="disputes-title">
      <h1 id="disputes-title">Disputes</h1>
    </section>
  )
}
