import { toast } from '../../components/ui/toast-store'
import { formatNumber } from '../../lib/format'
import type { AlertKind } from './settings'
import { addUnread } from './title-count'

export interface AlertTarget {
  kind: AlertKind
  id: number
}

const WORDS: Record<AlertKind, { one: string; many: (count: number) => string; item: (id: number) => string }> = {
  dispute: {
    one: 'A new dispute waits for you',
    many: (count) => `${formatNumber(count)} new disputes wait for you`,
    item: (id) => `Case ${id}`,
  },
  order: {
    one: 'A new order waits for delivery',
    many: (count) => `${formatNumber(count)} new orders wait for delivery`,
    item: (id) => `Order ${id}`,
  },
}

/** Says what is new: a toast, the count in the tab's title and, when the seller allowed it, a desktop notification. */
export function announce(kind: AlertKind, ids: readonly number[], open: (target: AlertTarget) => void): void {
  if (ids.length === 0) return
  const words = WORDS[kind]
  const title = ids.length === 1 ? words.one : words.many(ids.length)
  const details = ids.map(words.item).join(', ')
  toast.info(title, { details })
  addUnread(ids.length)
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  try {
    const notification = new Notification(title, { body: details, tag: `${kind}-${ids[0]}` })
    notification.onclick = () => {
      window.focus()
      open({ kind, id: ids[0]! })
      notification.close()
    }
  } catch {
    // Some browsers allow notifications only from a service worker: the toast and the title still tell.
  }
}
