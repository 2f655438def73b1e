import { useEffect, useState } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { ErrorState } from '../../components/ui/error-state'
import { Muted } from '../../components/ui/text'
import { whenIdle } from '../../lib/idle'

type ConversationModule = typeof import('./components/conversation')

interface ConversationSectionProps {
  accountOrderId: number
  /** The order's buyer, whose messages the thread names as the buyer's. */
  buyerId: number | null
}

/**
 * Its code, readers and styles load once the order has painted and the page is idle: the order page's first
 * download stays as it was. Loaded in an effect rather than with `lazy`: nothing suspends, and a failed download is
 * this section's to show, not the page's.
 */
function useConversationModule() {
  const [loaded, setLoaded] = useState<{ module: ConversationModule } | { error: unknown } | null>(null)
  useEffect(() => {
    let live = true
    const cancel = whenIdle(() => {
      import('./components/conversation').then(
        (module) => live && setLoaded({ module }),
        (error: unknown) => live && setLoaded({ error }),
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return loaded
}

/** The order's conversation with its buyer, composed into the order page by the route; `#conversation` is its anchor. */
export function ConversationSection({ accountOrderId, buyerId }: ConversationSectionProps) {
  const loaded = useConversationModule()
  return (
    <Card id="conversation" aria-labelledby="conversation-title" tabIndex={-1}>
      <CardHeader>
        <CardTitle id="conversation-title">Conversation with the buyer</CardTitle>
      </CardHeader>
      <CardContent>
        {loaded === null ? (
          <Muted as="p">Loading the conversation…</Muted>
        ) : 'error' in loaded ? (
          <ErrorState title="Could not load the conversation" error={loaded.error} />
        ) : (
          <loaded.module.Conversation accountOrderId={accountOrderId} buyerId={buyerId} />
        )}
      </CardContent>
    </Card>
  )
}
