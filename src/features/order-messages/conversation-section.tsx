import { lazy, Suspense, useRef, type ComponentProps, type ComponentType } from 'react'
import type { OrderRef } from '../../api/order-messages'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { useNearScreen } from '../../components/ui/near-screen'
import { Muted } from '../../components/ui/text'

const LazyConversation = lazy(() => import('./components/conversation').then((module) => ({ default: module.Conversation })))

type ConversationProps = ComponentProps<typeof LazyConversation>

interface ConversationSectionProps {
  /** The account or item order whose conversation this is. */
  order: OrderRef
  /** The order's buyer, whose messages the thread names as the buyer's. */
  buyerId: number | null
  /**
   * The conversation's own code (`Conversation`, from ./components/conversation), for a page where the section is
   * on screen at first paint: passed by its route, it comes with the page's code rather than a step later.
   */
  withCode?: ComponentType<ConversationProps>
}

/**
 * The order's conversation with its buyer, composed into the order page by the route; `#conversation` is its anchor.
 * Its code (unless the route passes it) and its first read of the thread wait until the section comes near the screen,
 * so an order nobody scrolls to costs neither. (In jsdom, which cannot tell, the section stays unloaded in tests of other screens, out of their
 * way.)
 */
export function ConversationSection({ order, buyerId, withCode: Conversation = LazyConversation }: ConversationSectionProps) {
  const section = useRef<HTMLElement>(null)
  const near = useNearScreen(section)
  const loading = <Muted as="p">Loading the conversation…</Muted>
  return (
    <Card id="conversation" ref={section} aria-labelledby="conversation-title" tabIndex={-1}>
      <CardHeader>
        <CardTitle id="conversation-title">Conversation with the buyer</CardTitle>
      </CardHeader>
      <CardContent>
        {near ? (
          <Suspense fallback={loading}>
            <Conversation order={order} buyerId={buyerId} />
          </Suspense>
        ) : (
          loading
        )}
      </CardContent>
    </Card>
  )
}
