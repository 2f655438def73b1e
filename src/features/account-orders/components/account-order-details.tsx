import type { ReactNode } from 'react'
import type { AccountOrder } from '../../../api/records/account-order'
import { ReadField, UnreadableNote } from '../../../components/ui/unreadable-value'
import { countUnreadable } from '../../../api/read/record'
import '../account-orders.css'
import { AccountOrderHeader, DISPUTE_SECTION_ID } from './account-order-header'
import { CredentialsEditor } from './credentials-editor'
import { ImageGallery } from './image-gallery'
import { OrderDates } from './order-dates'
import { OrderSummary } from './order-summary'
import { ParametersList } from './parameters-list'
import { RatingView } from './rating-view'

interface AccountOrderDetailsProps {
  accountOrderId: string
  order: AccountOrder
  /** The dispute part of the page, shown when the order is disputed or a case is known. */
  dispute?: ReactNode
}

/** Everything about one account order at a glance, and the credentials editor. */
export function AccountOrderDetails({ accountOrderId, order, dispute }: AccountOrderDetailsProps) {
  const parameters = Object.entries(order.parameters ?? {})
  return (
    <article className="page account-order" aria-labelledby="account-order-title">
      <AccountOrderHeader order={order} />
      <UnreadableNote fields={countUnreadable([order])} />
      <div className="account-order__grid">
        <section className="card" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">Order</h2>
          <OrderSummary order={order} />
        </section>
        <section className="card" aria-labelledby="order-dates-title">
          <h2 id="order-dates-title">Dates</h2>
          <OrderDates order={order} />
        </section>
      </div>
      {dispute ? (
        <section id={DISPUTE_SECTION_ID} className="card account-order__dispute" tabIndex={-1} aria-label="Dispute">
          {dispute}
        </section>
      ) : null}
      <section className="card">
        <CredentialsEditor key={order.id} accountOrderId={accountOrderId} order={order} />
      </section>
      <section className="card" aria-labelledby="delivery-instructions-title">
        <h2 id="delivery-instructions-title">Delivery instructions</h2>
        <ReadField record={order} field="delivery_instructions" empty={<p className="muted">None given.</p>}>
          {(text) => (text ? <p className="account-order__text">{text}</p> : <p className="muted">None given.</p>)}
        </ReadField>
      </section>
      <section className="card" aria-labelledby="description-title">
        <h2 id="description-title">Description</h2>
        <ReadField record={order} field="description" empty={<p className="muted">No description.</p>}>
          {(text) => (text ? <p className="account-order__text">{text}</p> : <p className="muted">No description.</p>)}
        </ReadField>
      </section>
      <div className="account-order__grid">
        <section className="card" aria-labelledby="parameters-title">
          <h2 id="parameters-title">Parameters</h2>
          <ReadField record={order} field="parameters">
            {() => (parameters.length > 0 ? <ParametersList entries={parameters} /> : <p className="muted">None.</p>)}
          </ReadField>
        </section>
        <section className="card" aria-labelledby="rating-title">
          <h2 id="rating-title">Buyer’s rating</h2>
          <ReadField record={order} field="rating" empty={<RatingView rating={null} />}>
            {(rating) => <RatingView rating={rating} />}
          </ReadField>
        </section>
      </div>
      <section className="card" aria-labelledby="images-title">
        <h2 id="images-title">Images</h2>
        <ReadField record={order} field="image_urls">
          {(urls) => <ImageGallery urls={urls} subject={order.title ?? `account order ${order.id}`} />}
        </ReadField>
      </section>
    </article>
  )
}
