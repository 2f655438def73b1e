import type { ReactNode } from 'react'
import { accountOrderList, giftCardOrderList } from '../../../api/lists'
import { BalanceTile } from './balance-tile'
import { OrderCountsTile } from './order-counts-tile'
import { RecentItemsTile } from './recent-items-tile'
import { WaitingDeliveryTile } from './waiting-delivery-tile'
import { CardGrid, Page } from '../../../components/ui/layout'

interface OverviewPageProps {
  /** Tiles of other areas, composed by the route: the disputes waiting for the seller. */
  children?: ReactNode
}

/** What needs the seller now, from live data; each tile loads, fails and retries on its own. */
export function OverviewPage({ children }: OverviewPageProps) {
  return (
    <Page aria-labelledby="overview-title">
      <h1 id="overview-title">Overview</h1>
      <CardGrid>
        {children}
        <WaitingDeliveryTile />
        <OrderCountsTile title="Gift card orders" list={giftCardOrderList} to="/gift-card-orders" />
        <OrderCountsTile title="Account orders" list={accountOrderList} to="/account-orders" />
        <BalanceTile />
        <RecentItemsTile />
      </CardGrid>
    </Page>
  )
}
