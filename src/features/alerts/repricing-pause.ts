import { toast } from '../../components/ui/toast-store'
import { addUnread } from './title-count'

/** An offer's automatic repricing stopped on a failure: a toast, the tab's title and, when allowed, the desktop. */
export function alertRepricingPause({ offerId, reason }: { offerId: number; reason: string }): void {
  const title = `Automatic repricing paused for offer ${offerId}`
  toast.error(title, { details: reason })
  addUnread(1)
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  try {
    new Notification(title, { body: reason, tag: `repricing-${offerId}` })
  } catch {
    // Some browsers allow notifications only from a service worker: the toast and the title still tell.
  }
}
