import { lazy, Suspense } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Muted } from '../../components/ui/text'

// Its code, readers and styles load after the order has painted: the order page's first download stays as it was.
const Conversation = lazy(() => import('./components/conversation').then((module) => ({ default: module.Conversation })))

interface ConversationSectionProps {
  accountOrderId: number
  /** The order's buyer, whose messages the thread names as the buyer's. */
  buyerId: number | null
}

/** The order's conversation with its buyer, composed into the order page by the route; `#conversation` is its anchor. */
export function ConversationSection({ accountOrderId, buyerId }: ConversationSectionProps) {
  return (
    <Card id="conversation" aria-labelledby="conversation-title" tabIndex={-1}>
      <CardHeader>
        <CardTitle id="conversation-title">Conversation with the buyer</CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Muted as="p">Loading the conversation…</Muted>}>
          <Conversation accountOrderId={accountOrderId} buyerId={buyerId} />
        </Suspense>
      </CardContent>
    </Card>
  )
}
