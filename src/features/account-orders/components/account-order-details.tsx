import type { ReactNode } from 'react'
import type { AccountOrder } from '../../../api/records/account-order'
import { countUnreadable } from '../../../api/read/record'
import { cx } from '../../../components/ui/class-names'
import { JumpNav } from '../../../components/ui/jump-nav'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { LongText, Muted } from '../../../components/ui/text'
import { ReadField, UnreadableNote } from '../../../components/ui/unreadable-value'
import styles from '../account-orders.module.css'
import { AccountOrderHeader, DISPUTE_SECTION_ID } from './account-order-header'
import { CredentialsSection } from './credentials-section'
import { CREDENTIALS_SECTION_ID, orderParts } from './order-parts'
import { ImageGallery } from './image-gallery'
import { OrderDates } from './order-dates'
import { OrderSummary } from './order-summary'
import { ParametersList } from './parameters-list'
import { RatingView } from './rating-view'
import { CardGrid, Page } from '../../../components/ui/layout'

interface AccountOrderDetailsProps {
  accountOrderId: number
  order: AccountOrder
  /** The dispute part of the page, shown when the order is disputed or a case is known. */
  dispute?: ReactNode
  /** The order's conversation with its buyer, which another feature owns. */
  conversation?: ReactNode
}

/** A card named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** Text the seller or buyer wrote, or what its absence reads. */
function WrittenText({ text, none }: { text: string | null; none: string }) {
  return text ? <LongText>{text}</LongText> : <Muted as="p">{none}</Muted>
}

/** Everything about one account order at a glance, and the credentials editor. */
export function AccountOrderDetails({ accountOrderId, order, dispute, conversation }: AccountOrderDetailsProps) {
  const parameters = Object.entries(order.parameters ?? {})
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
      <Section id="delivery-instructions-title" title="Delivery instructions">
        <ReadField record={order} field="delivery_instructions" empty={<WrittenText text={null} none="None given." />}>
          {(text) => <WrittenText text={text} none="None given." />}
        </ReadField>
      </Section>
      <Section id="description-title" title="Description">
        <ReadField record={order} field="description" empty={<WrittenText text={null} none="No description." />}>
          {(text) => <WrittenText text={text} none="No description." />}
        </ReadField>
      </Section>
      <CardGrid>
        <Section id="parameters-title" title="Parameters">
          <ReadField record={order} field="parameters">
            {() => (parameters.length > 0 ? <ParametersList entries={parameters} /> : <Muted as="p">None.</Muted>)}
          </ReadField>
        </Section>
        <Section id="rating-title" title="Buyer’s rating">
          <ReadField record={order} field="rating" empty={<RatingView rating={null} />}>
            {(rating) => <RatingView rating={rating} />}
          </ReadField>
        </Section>
      </CardGrid>
      <Section id="images-title" title="Images">
        <ReadField record={order} field="image_urls">
          {(urls) => <ImageGallery urls={urls} subject={order.title ?? `account order ${order.id}`} />}
        </ReadField>
      </Section>
    </Page>
  )
}
