import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ItemOrder } from '../../../api/records/item-order'
import { countUnreadable } from '../../../api/read/record'
import { ErrorState } from '../../../components/ui/error-state'
import { CardGrid, Page } from '../../../components/ui/layout'
import { LongText } from '../../../components/ui/text'
import { PageLoading } from '../../../components/ui/page-loading'
import { StatusBadge } from '../../../components/ui/status-badge'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { itemOrderQueries } from '../queries'
import { CompleteItemOrder } from './complete-item-order'
import { ItemOrderFacts } from './item-order-facts'
import { ItemOrderNotFound } from './item-order-not-found'

interface ItemOrderPageProps {
  itemOrderId: number
  /** The conversation with the buyer, which another feature owns: the route composes it in. */
  conversation: (order: ItemOrder) => ReactNode
}

/** A buyer's item order: its fields, "Mark completed", and the conversation with the buyer. */
export function ItemOrderPage({ itemOrderId, conversation }: ItemOrderPageProps) {
  const query = useQuery(itemOrderQueries.detail(itemOrderId))
  const order = query.data
  useRecentItem('item-order', itemOrderId, order !== undefined, order?.title ?? undefined)

  if (!order) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <ItemOrderNotFound />
    return (
      <Page aria-labelledby="item-order-title">
        <h1 id="item-order-title">Item order {itemOrderId}</h1>
        {query.isError ? (
          <ErrorState error={query.error} title="Could not load the order" onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading label="Loading the order…" />
        )}
      </Page>
    )
  }

  return (
    <Page aria-labelledby="item-order-title">
      {order.item_offer_id ? (
        <p>
          <Link to="/item-offers/$itemOfferId/orders" params={{ itemOfferId: order.item_offer_id }}>
            <span aria-hidden="true">← </span>Orders of item offer {order.item_offer_id}
          </Link>
        </p>
      ) : null}
      <h1 id="item-order-title">
        Item order {order.id} <StatusBadge status={order.status} />
      </h1>
      {order.title ? <p>{order.title}</p> : null}
      {order.description ? <LongText>{order.description}</LongText> : null}
      <UnreadableNote fields={countUnreadable([order])} />
      {/* The action first: on a phone it is in the first screen, above the order's long list of facts. */}
      <CardGrid>
        <CompleteItemOrder order={order} />
        <ItemOrderFacts order={order} />
      </CardGrid>
      {conversation(order)}
    </Page>
  )
}
