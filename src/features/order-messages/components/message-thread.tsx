import type { OrderMessages } from '../../../api/order-messages'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { Muted } from '../../../components/ui/text'
import styles from '../order-messages.module.css'
import { authorOf, inOrder } from '../thread'
import type { Reply } from '../use-reply'
import { LinkedText } from './linked-text'
import { MessageBubble, MessageItem } from './message-item'

export const CHECK_OUTCOMES = {
  applied: 'Sent: the conversation on the server holds your message.',
  unknown: 'The conversation could not be read in full, so it is not known whether your message is in it.',
}

interface MessageThreadProps {
  thread: OrderMessages
  buyerId: number | null
  reply: Reply
}

/** The conversation oldest first, and at its end the message being sent or whose answer never came. */
export function MessageThread({ thread, buyerId, reply }: MessageThreadProps) {
  const { outgoing, writeCheck } = reply
  const messages = inOrder(thread.messages)
  return (
    <>
      {messages.length === 0 && !outgoing ? <Muted as="p">No messages yet.</Muted> : null}
      {thread.leftOut > 0 ? (
        <Muted as="p">
          {thread.leftOut === 1 ? 'One message' : `${thread.leftOut} messages`} could not be read and {thread.leftOut === 1 ? 'is' : 'are'} not shown.
        </Muted>
      ) : null}
      <ol className={styles.thread} aria-label="Messages">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} author={authorOf(message, buyerId)} />
        ))}
        {outgoing ? (
          <MessageBubble author="seller" name="You" sentAt={reply.pending ? <Muted>Sending…</Muted> : null}>
            <LinkedText text={outgoing.text} />
            {writeCheck.state ? (
              <UncertainWrite
                title="The message may have been sent."
                state={writeCheck.state}
                onCheck={() => void writeCheck.runCheck()}
                outcomes={CHECK_OUTCOMES}
              />
            ) : null}
          </MessageBubble>
        ) : null}
      </ol>
    </>
  )
}
