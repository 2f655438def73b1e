import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { isApiError } from '../../../../lib/api-error'
import { useRecentItem } from '../../../../lib/recent-items'
import { ErrorState } from '../../../../components/ui/error-state'
import { PageLoading } from '../../../../components/ui/page-loading'
import { AccountOrderDetails } from '../../../../features/account-orders/components/account-order-details'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { DisputeSection, hasDispute } from '../../../../features/disputes/components/dispute-section'
import { AccountOrderNotFound } from './account-order-not-found'

/** The order page with its dispute; the accept-dispute dialog renders in the outlet. */
export function AccountOrderScreen({ accountOrderId }: { accountOrderId: string }) {
  const query = useQuery(accountOrderQueries.detail(accountOrderId))
  const order = query.data
  useRecentItem('account-order', accountOrderId, order !== undefined, order?.title)

  if (!order) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) {
      return <AccountOrderNotFound accountOrderId={accountOrderId} />
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
        dispute={
          hasDispute(order) ? <DisputeSection accountOrderId={accountOrderId} order={order} /> : null
        }
      />
      <Outlet />
    </>
  )
}
