import { useQuery } from '@tanstack/react-query'
import type { OrderRef } from '../../../api/order-messages'
import { ErrorState } from '../../../components/ui/error-state'
import { Muted } from '../../../components/ui/text'
import styles from '../order-messages.module.css'
import { orderMessageQueries } from '../queries'
import { useReply } from '../use-reply'
import { MessageThread } from './message-thread'
import { ReplyBox } from './reply-box'

interface ConversationProps {
  order: OrderRef
  buyerId: number | null
}

/**
 * The order's conversation, read again every 30 s while the tab is visible, and the reply box. Nothing of it is
 * stored by the app: the thread lives in the query cache, the draft in memory (src/lib/drafts.ts).
 */
export function Conversation({ order, buyerId }: ConversationProps) {
  const query = useQuery(orderMessageQueries.thread(order))
  const reply = useReply(order)
  return (
    <div className={styles.content}>
      {query.data ? (
        <MessageThread thread={query.data} buyerId={buyerId} reply={reply} />
      ) : query.isError ? (
        <ErrorState title="Could not load the conversation" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Muted as="p" role="status">
          Loading the conversation…
        </Muted>
      )}
      <ReplyBox reply={reply} />
    </div>
  )
}
