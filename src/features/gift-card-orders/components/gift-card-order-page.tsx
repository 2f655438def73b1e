import { useQuery } from '@tanstack/react-query'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { ErrorState } from '../../../components/ui/error-state'
import { PageLoading } from '../../../components/ui/page-loading'
import { giftCardOrderQueries } from '../queries'
import { BackToListLink } from './back-to-list-link'
import { KeyAuditCard } from '../key-audit/key-audit-card'
import { GiftCardKeys } from './gift-card-keys'
import { GiftCardOrderNotFound } from './gift-card-order-not-found'
import { OrderSummary } from './order-summary'
import { StatusBadge } from '../../../components/ui/status-badge'
import { countUnreadable } from '../../../api/read/record'
import { ReadField, UnreadableNote } from '../../../components/ui/unreadable-value'
import styles from '../gift-card-orders.module.css'
import { Page } from '../../../components/ui/layout'
import { Muted } from '../../../components/ui/text'

export function GiftCardOrderPage({ orderId }: { orderId: number }) {
  const query = useQuery(giftCardOrderQueries.detail(orderId))
  const order = query.data
  useRecentItem('gift-card-order', orderId, order !== undefined, order?.title)

  if (!order) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <GiftCardOrderNotFound />
    return (
      <Page aria-labelledby="gco-detail-title">
        <BackToListLink />
        <h1 id="gco-detail-title">Gift card order {orderId}</h1>
        {query.isError ? (
          <ErrorState error={query.error} title="Could not load the order" onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading label="Loading the order…" />
        )}
      </Page>
    )
  }

  const keys = order.keys?.records ?? []
  return (
    <Page aria-labelledby="gco-detail-title">
      <BackToListLink />
      <div className={styles.header}>
        <h1 id="gco-detail-title">Gift card order {order.id}</h1>
        {order.status ? <StatusBadge status={order.status} /> : null}
      </div>
      <UnreadableNote fields={countUnreadable([order, ...keys])} leftOut={order.keys?.leftOut ?? 0} />
      <p className={styles.title}>
        <ReadField record={order} field="title">
          {(title) => title}
        </ReadField>
      </p>
      <OrderSummary order={order} />
      <KeyAuditCard order={order} />
      <ReadField record={order} field="keys" empty={<Muted as="p">Not known: the server did not send this order’s keys.</Muted>}>
        {() => <GiftCardKeys keys={keys} />}
      </ReadField>
    </Page>
  )
}
