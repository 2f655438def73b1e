import Bell from 'lucide-react/icons/bell'
import BellOff from 'lucide-react/icons/bell-off'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/toast-store'
import { setAlertsEnabled } from './settings'

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
      {enabled ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
    </Button>
  )
}
