import type { ReactNode } from 'react'
import type { AccountOrder } from '../../../api/records/account-order'
import { countUnreadable } from '../../../api/read/record'
import { cx } from '../../../components/ui/class-names'
import { JumpNav } from '../../../components/ui/jump-nav'
import { Card, CardContent } from '../../../components/ui/card'
import { nearScreenPart } from '../../../components/ui/near-screen'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import styles from '../account-orders.module.css'
import { AccountOrderHeader, DISPUTE_SECTION_ID } from './account-order-header'
import { CredentialsSection } from './credentials-section'
import { CREDENTIALS_SECTION_ID, orderParts } from './order-parts'
import { OrderDates } from './order-dates'
import { OrderSection as Section } from './order-section'
import { OrderSummary } from './order-summary'
import { CardGrid, Page } from '../../../components/ui/layout'

// What the offer listed comes last on the page, far below the top on a disputed order: its code comes when the
// seller scrolls near it.
const OrderListing = nearScreenPart(() => import('./order-listing').then((module) => module.OrderListing))

interface AccountOrderDetailsProps {
  accountOrderId: number
  order: AccountOrder
  /** The dispute part of the page, shown when the order is disputed or a case is known. */
  dispute?: ReactNode
  /** The order's conversation with its buyer, which another feature owns. */
  conversation?: ReactNode
}

/** Everything about one account order at a glance, and the credentials editor. */
export function AccountOrderDetails({ accountOrderId, order, dispute, conversation }: AccountOrderDetailsProps) {
  return (
    <Page as="article" aria-labelledby="account-order-title">
      <AccountOrderHeader order={order} />
      <JumpNav className={styles.top} targets={orderParts({ disputed: Boolean(dispute), conversation: Boolean(conversation) })} />
      <UnreadableNote fields={countUnreadable([order])} />
      <CardGrid>
        <Section id="order-summary-title" title="Order">
          <OrderSummary order={order} />
        </Section>
        <Section id="order-dates-title" title="Dates">
          <OrderDates order={order} />
        </Section>
      </CardGrid>
      {dispute ? (
        <Card id={DISPUTE_SECTION_ID} className={cx(styles.part, styles.dispute)} tabIndex={-1} aria-label="Dispute">
          <CardContent>{dispute}</CardContent>
        </Card>
      ) : null}
      {conversation}
      <Card id={CREDENTIALS_SECTION_ID} className={styles.part} tabIndex={-1}>
        <CardContent>
          <CredentialsSection key={order.id} accountOrderId={accountOrderId} order={order} />
        </CardContent>
      </Card>
      <OrderListing order={order} />
    </Page>
  )
}
