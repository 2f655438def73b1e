import { createFileRoute, Link } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/')({
  component: OverviewPage,
})

function OverviewPage() {
  return (
    <section className="page" aria-labelledby="overview-title">
      <h1 id="overview-title">Overview</h1>
      <ul className="cards">
        <li className="card">
          <h2>
            <Link to="/gift-card-orders">Gift card orders</Link>
          </h2>
          <p>Search, filter and sort your gift card orders, open one to see its keys, and export them as CSV.</p>
        </li>
        <li className="card">
          <h2>Account orders</h2>
          <p>
            Open an account order by typing its id in Search (Ctrl K) to see everything about it, fix the credentials the buyer
            received, or accept a dispute.
          </p>
        </li>
        <li className="card">
          <h2>Competing offers</h2>
          <p>Type one of your currency offer ids in Search to see where its price stands against other sellers.</p>
        </li>
      </ul>
    </section>
  )
}
