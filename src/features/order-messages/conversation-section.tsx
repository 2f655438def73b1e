import { useEffect, useRef, useState, type RefObject } from 'react'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { ErrorState } from '../../components/ui/error-state'
import { Muted } from '../../components/ui/text'

type ConversationModule = typeof import('./components/conversation')
type Loaded = { module: ConversationModule } | { error: unknown } | null

interface ConversationSectionProps {
  accountOrderId: number
  /** The order's buyer, whose messages the thread names as the buyer's. */
  buyerId: number | null
}

/**
 * The conversation's code, readers and styles, and its first read of the thread, wait until the section comes near
 * the screen: the order page's first download stays as it was, and an order nobody scrolls to costs no request.
 * Without IntersectionObserver the seller asks for it. Loaded in an effect rather than with `lazy`: nothing
 * suspends, and a failed download is this section's to show, not the page's.
 */
function useConversationModule(section: RefObject<HTMLElement | null>) {
  const [wanted, setWanted] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>(null)
  useEffect(() => {
    const element = section.current
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
    }, { rootMargin: '400px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [section, wanted])
  useEffect(() => {
    if (!wanted) return
    let live = true
    import('./components/conversation').then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => live && setLoaded({ error }),
    )
    return () => {
      live = false
    }
  }, [wanted])
  return { loaded, wanted, want: () => setWanted(true) }
}

/** The order's conversation with its buyer, composed into the order page by the route; `#conversation` is its anchor. */
export function ConversationSection({ accountOrderId, buyerId }: ConversationSectionProps) {
  const section = useRef<HTMLElement>(null)
  const { loaded, wanted, want } = useConversationModule(section)
  return (
    <Card id="conversation" ref={section} aria-labelledby="conversation-title" tabIndex={-1}>
      <CardHeader>
        <CardTitle id="conversation-title">Conversation with the buyer</CardTitle>
      </CardHeader>
      <CardContent>
        {loaded === null ? (
          wanted || typeof IntersectionObserver !== 'undefined' ? (
            <Muted as="p">Loading the conversation…</Muted>
          ) : (
            <Button onClick={want}>Show the conversation</Button>
          )
        ) : 'error' in loaded ? (
          <ErrorState title="Could not load the conversation" error={loaded.error} />
        ) : (
          <loaded.module.Conversation accountOrderId={accountOrderId} buyerId={buyerId} />
        )}
      </CardContent>
    </Card>
  )
}
