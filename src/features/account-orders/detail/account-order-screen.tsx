import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AccountOrder } from '../../../api/records/account-order'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { ErrorState } from '../../../components/ui/error-state'
import { PageLoading } from '../../../components/ui/page-loading'
import { AccountOrderDetails } from '../components/account-order-details'
import { accountOrderQueries } from '../queries'
import { AccountOrderNotFound } from './account-order-not-found'

interface AccountOrderScreenProps {
  accountOrderId: number
  /** The order's dispute part, which another feature owns: the route composes it in. */
  dispute: (order: AccountOrder) => ReactNode
  /** The order's conversation, which another feature owns. */
  conversation?: (order: AccountOrder) => ReactNode
}

/** The order page with its dispute; the accept-dispute dialog renders in the outlet. */
export function AccountOrderScreen({ accountOrderId, dispute, conversation }: AccountOrderScreenProps) {
  const query = useQuery(accountOrderQueries.detail(accountOrderId))
  const order = query.data
  useRecentItem('account-order', accountOrderId, order !== undefined, order?.title)

  if (!order) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) {
      return <AccountOrderNotFound />
    }
    if (query.isError) {
      return (
        <section>
          <ErrorState
            title="Could not load the account order"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </section>
      )
    }
    return <PageLoading label="Loading the account order…" />
  }

  return (
    <>
      <AccountOrderDetails
        accountOrderId={accountOrderId}
        order={order}
        dispute={dispute(order)}
        conversation={conversation?.(order)}
      />
      <Outlet />
    </>
  )
}
