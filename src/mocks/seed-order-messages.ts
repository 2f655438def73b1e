import { SELLER } from './seed-disputes'
import type { MessageSenderRecord, OrderMessageRecord } from './types'
import { HOUR, MINUTE } from './values'

/** A buyer's message that holds HTML: the thread must show it as text, and nothing of it may run. */
export const HTML_MESSAGE = 'Is this the right account? <img src=x onerror=alert(1)> <script>alert(2)</script>'

/** The marketplace's staff write as an admin. */
export const MARKETPLACE_STAFF: MessageSenderRecord = { id: 1, username: 'GameBoost Support', is_admin: true }

const SELF: MessageSenderRecord = { ...SELLER, is_admin: false }

function message(
  id: string,
  sender: MessageSenderRecord | null,
  text: string,
  sentAt: number,
  type = 'user_message',
): OrderMessageRecord {
  return { id, type, text, attachment: null, sender, sent_at: sentAt }
}

/**
 * The conversations of account orders 1003 (delivered: the live service takes no more messages), 1004 and 1005
 * (pending and in delivery: it does), relative to the real clock as the orders are. Every other order has none.
 */
export function seedOrderMessages(now: number): Map<number, OrderMessageRecord[]> {
  const ago = (seconds: number) => now - seconds
  const buyer = (id: number, username: string): MessageSenderRecord => ({ id, username, is_admin: false })
  const andy = buyer(6105, 'aimlab_andy')
  const mia = buyer(6103, 'midlane_mia')
  return new Map([
    [
      1005,
      [
        message('m-1005-1', null, 'The order was paid. The seller has 1 day to deliver.', ago(2 * HOUR), 'system_message'),
        message('m-1005-2', andy, 'Hi! When will I get the login?', ago(90 * MINUTE)),
        message('m-1005-3', SELF, 'Hi Andy, within the hour: I am changing the e-mail first.', ago(80 * MINUTE)),
        message('m-1005-4', andy, HTML_MESSAGE, ago(40 * MINUTE)),
        message(
          'm-1005-5',
          MARKETPLACE_STAFF,
          'Please keep the handover in this chat. Our rules: https://gameboost.example.com/help/account-handover',
          ago(30 * MINUTE),
        ),
      ],
    ],
    [1004, [message('m-1004-1', buyer(6104, 'paimon_fan'), 'Is the account still on the Europe server?', ago(20 * MINUTE))]],
    [
      1003,
      [
        message('m-1003-1', mia, 'Got the login, thanks!\nAll champions are there.', ago(3 * 24 * HOUR)),
        message('m-1003-2', SELF, 'Great, enjoy the climb.', ago(3 * 24 * HOUR - 10 * MINUTE)),
      ],
    ],
  ])
}
