import type { ReactNode } from 'react'
import type { OrderMessage } from '../../../api/records/order-message'
import { Badge } from '../../../components/ui/badge'
import { cx } from '../../../components/ui/class-names'
import { DateTime } from '../../../components/ui/date-time'
import { Muted } from '../../../components/ui/text'
import styles from '../order-messages.module.css'
import type { Author } from '../thread'
import { LinkedText } from './linked-text'

const BADGES: Record<Author, string | null> = {
  buyer: 'Buyer',
  seller: null,
  marketplace: 'Marketplace',
  system: 'Marketplace notice',
  unknown: null,
}

function senderName(message: OrderMessage, author: Author): string {
  if (author === 'seller') return 'You'
  if (author === 'system') return 'Marketplace'
  if (author === 'unknown') return 'Sender could not be read'
  return message.sender?.username ?? (author === 'marketplace' ? 'Marketplace' : 'Buyer')
}

interface MessageBubbleProps {
  author: Author
  name: string
  sentAt: ReactNode
  children: ReactNode
}

/** One message's frame: who wrote it and when, then its words (and, for one on its way, its state). */
export function MessageBubble({ author, name, sentAt, children }: MessageBubbleProps) {
  const badge = BADGES[author]
  return (
    <li className={cx(styles.message, styles[author])}>
      <p className={styles.meta}>
        <strong>{name}</strong>
        {badge ? <Badge tone={author === 'buyer' ? 'neutral' : 'info'}>{badge}</Badge> : null}
        {sentAt}
      </p>
      {children}
    </li>
  )
}

export function MessageItem({ message, author }: { message: OrderMessage; author: Author }) {
  const unreadable = 'text' in message.unreadable
  return (
    <MessageBubble
      author={author}
      name={senderName(message, author)}
      sentAt={<DateTime seconds={message.sent_at} fallback="Time could not be read" />}
    >
      {message.text !== null ? (
        <LinkedText text={message.text} />
      ) : (
        <Muted as="p">{unreadable ? 'The text of this message could not be read.' : 'No text.'}</Muted>
      )}
      {message.attachment && Object.keys(message.attachment).length > 0 ? (
        <Muted as="p">This message has an attachment; open the order on the marketplace to see it.</Muted>
      ) : null}
    </MessageBubble>
  )
}
