import type { AccountOrder } from '../../../api/records/account-order'
import { CardGrid } from '../../../components/ui/layout'
import { LongText, Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { ImageGallery } from './image-gallery'
import { OrderSection as Section } from './order-section'
import { ParametersList } from './parameters-list'
import { RatingView } from './rating-view'
import styles from '../account-orders.module.css'

/** Text the seller or buyer wrote, or what its absence reads. */
function WrittenText({ text, none }: { text: string | null; none: string }) {
  return text ? <LongText>{text}</LongText> : <Muted as="p">{none}</Muted>
}

/** What the offer listed and the buyer said of it: instructions, description, parameters, rating and images. */
export function OrderListing({ order }: { order: AccountOrder }) {
  const parameters = Object.entries(order.parameters ?? {})
  return (
    <div className={styles.listing}>
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
    </div>
  )
}
