import type { OrderMessage } from '../../api/records/order-message'
import type { WriteCheckOutcome } from '../../lib/write-check'

/** Who wrote a message, as the thread sets it apart. */
export type Author = 'buyer' | 'seller' | 'marketplace' | 'system' | 'unknown'

/**
 * The buyer is the order's buyer; staff are `is_admin`; a type other than `user_message`, or no sender, is the
 * marketplace's notice; anyone else is the seller (the API does not name the seller's own user id). A sender that
 * could not be read is unknown.
 */
export function authorOf(message: OrderMessage, buyerId: number | null): Author {
  const sender = message.sender
  if (message.type !== null && message.type !== 'user_message') return 'system'
  if ('sender' in message.unreadable) return 'unknown'
  if (!sender) return 'system'
  if (sender.is_admin) return 'marketplace'
  if (buyerId !== null && sender.id === buyerId) return 'buyer'
  return 'seller'
}

/** Oldest first by `sent_at`, ties in the server's order; a message whose time cannot be read goes last. */
export function inOrder(messages: readonly OrderMessage[]): OrderMessage[] {
  return messages
    .map((message, index) => ({ message, index }))
    .sort((a, b) => {
      const at = a.message.sent_at ?? Number.POSITIVE_INFINITY
      const bt = b.message.sent_at ?? Number.POSITIVE_INFINITY
      return at === bt ? a.index - b.index : at - bt
    })
    .map(({ message }) => message)
}

/**
 * After a send whose answer never came: the thread read back holds a message that was not there before the send
 * with exactly the text sent (applied), or not (not applied). A thread with messages it could not read cannot
 * tell.
 */
export function sentMessageFound(
  before: ReadonlySet<string>,
  after: { messages: readonly OrderMessage[]; leftOut: number },
  text: string,
): WriteCheckOutcome {
  const fresh = after.messages.filter((message) => !before.has(message.id))
  if (fresh.some((message) => message.text === text)) return 'applied'
  const unreadable = after.leftOut > 0 || fresh.some((message) => 'text' in message.unreadable)
  return unreadable ? 'unknown' : 'not-applied'
}
