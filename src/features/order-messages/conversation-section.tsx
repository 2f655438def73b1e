import { useEffect, useRef, useState } from 'react'
import type { OrderRef } from '../../api/order-messages'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Muted } from '../../components/ui/text'
import { Conversation } from './components/conversation'

interface ConversationSectionProps {
  /** The account or item order whose conversation this is. */
  order: OrderRef
  /** The order's buyer, whose messages the thread names as the buyer's. */
  buyerId: number | null
}

/**
 * The order's conversation with its buyer, composed into the order page by the route; `#conversation` is its anchor.
 * Its code comes with the page's (near the screen at first paint on a laptop, it would otherwise come a step later);
 * its first read of the thread waits until the section comes near the screen, so an order nobody scrolls to costs
 * no request. (Every browser the
 * dashboard supports has IntersectionObserver: its colours need newer ones. jsdom has none, so the section stays
 * unloaded in tests of other screens, out of their way.)
 */
export function ConversationSection({ order, buyerId }: ConversationSectionProps) {
  const section = useRef<HTMLElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '400px' })
    observer.observe(section.current!)
    return () => observer.disconnect()
  }, [])
  const loading = <Muted as="p">Loading the conversation…</Muted>
  return (
    <Card id="conversation" ref={section} aria-labelledby="conversation-title" tabIndex={-1}>
      <CardHeader>
        <CardTitle id="conversation-title">Conversation with the buyer</CardTitle>
      </CardHeader>
      <CardContent>
        {near ? <Conversation order={order} buyerId={buyerId} /> : loading}
      </CardContent>
    </Card>
  )
}
