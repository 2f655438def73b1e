import { lazy, Suspense } from 'react'
import { SectionCard } from '../../components/ui/section-card'
import { Muted } from '../../components/ui/text'

/** The anchor of the section: the page's "jump to" links point at it. */
export const CONVERSATION_SECTION_ID = 'conversation'

// Its code, readers and styles load after the order has painted: the order page's first download stays as it was.
const Conversation = lazy(() => import('./components/conversation').then((module) => ({ default: module.Conversation })))

interface ConversationSectionProps {
  accountOrderId: number
  /** The order's buyer, whose messages the thread names as the buyer's. */
  buyerId: number | null
}

/** The order's conversation with its buyer, composed into the order page by the route. */
export function ConversationSection({ accountOrderId, buyerId }: ConversationSectionProps) {
  return (
    <SectionCard
      id={CONVERSATION_SECTION_ID}
      titleId="conversation-title"
      title="Conversation with the buyer"
      tabIndex={-1}
    >
      <Suspense
        fallback={
          <Muted as="p" role="status">
            Loading the conversation…
          </Muted>
        }
      >
        <Conversation accountOrderId={accountOrderId} buyerId={buyerId} />
      </Suspense>
    </SectionCard>
  )
}
