import { useQuery } from '@tanstack/react-query'
import { CurrencyOrderNotFound } from './currency-order-not-found'
import { Link } from '@tanstack/react-router'
import { countUnreadable } from '../../../api/read/record'
import { ErrorState } from '../../../components/ui/error-state'
import { CardGrid, Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { StatusBadge } from '../../../components/ui/status-badge'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { currencyOrderQueries } from '../queries'
import { CompleteOrder } from './complete-order'
import { GameDetails } from './game-details'
import { OrderFacts } from './order-facts'

/** A buyer's currency order: its fields, the buyer's game details (masked), and "Mark completed". */
export function CurrencyOrderPage({ currencyOrderId }: { currencyOrderId: number }) {
  const query = useQuery(currencyOrderQueries.detail(currencyOrderId))
  const order = query.data
  useRecentItem('currency-order', currencyOrderId, order !== undefined, order?.title ?? undefined)

  if (!order) {
    // Gone on a later read: a first visit's 404 is the route's not-found screen, the same one.
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <CurrencyOrderNotFound />
    return (
      <Page aria-labelledby="currency-order-title">
        <h1 id="currency-order-title">Currency order {currencyOrderId}</h1>
        {query.isError ? (
          <ErrorState error={query.error} title="Could not load the order" onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading label="Loading the order…" />
        )}
      </Page>
    )
  }

  return (
    <Page aria-labelledby="currency-order-title">
      {order.currency_offer_id ? (
        <p>
          <Link to="/currency-offers/$currencyOfferId/orders" params={{ currencyOfferId: order.currency_offer_id }}>
            <span aria-hidden="true">← </span>Orders of offer {order.currency_offer_id}
          </Link>
        </p>
      ) : null}
      <h1 id="currency-order-title">
        Currency order {order.id} <StatusBadge status={order.status} />
      </h1>
      {order.title ? <p>{order.title}</p> : null}
      <UnreadableNote fields={countUnreadable([order])} />
      <CardGrid>
        <OrderFacts order={order} />
        <GameDetails order={order} />
        <CompleteOrder order={order} />
      </CardGrid>
    </Page>
  )
}
