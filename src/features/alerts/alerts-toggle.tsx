import bellIcon from 'lucide/dist/esm/icons/bell.mjs'
import bellOffIcon from 'lucide/dist/esm/icons/bell-off.mjs'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/toast-store'
import { setAlertsEnabled } from './settings'
import { Icon } from '../../components/ui/icon'

function askForDesktopNotifications() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return
  // Asked on the seller's press, as browsers require; a refusal leaves the toast and the tab's title.
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined)
}

/** Turns alerts for new disputes and orders waiting for delivery on and off, for this shop. */
export function AlertsToggle({ enabled }: { enabled: boolean }) {
  const toggle = () => {
    setAlertsEnabled(!enabled)
    if (enabled) {
      toast.info('Alerts off')
      return
    }
    askForDesktopNotifications()
    toast.info('Alerts on', { details: 'New disputes and orders to deliver are checked about once a minute while this tab is open.' })
  }
  return (
    <Button variant="ghost" size="icon" aria-label="Alerts for new disputes and orders" aria-pressed={enabled} onClick={toggle}>
      {enabled ? <Icon node={bellIcon} /> : <Icon node={bellOffIcon} />}
    </Button>
  )
}
