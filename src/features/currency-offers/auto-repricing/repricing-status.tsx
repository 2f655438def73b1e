import { useMemo, useSyncExternalStore } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/toast-store'
import { autoSnapshot, subscribeAuto, turnAllOff, type AutoStore } from './opt-in'
import type { PauseAlert } from './ports'
import { useRepricingTab } from './use-repricing-tab'
import { formatCount } from '../../../lib/format'

const offers = (count: number) => formatCount(count, 'offer')

/** "Repricing 2 offers" in the header while some offer is on; one click turns every offer off. */
export function RepricingStatus({ shop, onPause }: { shop: string; onPause: (alert: PauseAlert) => void }) {
  const text = useSyncExternalStore(subscribeAuto, autoSnapshot, () => '{}')
  const store = useMemo(() => JSON.parse(text) as AutoStore, [text])
  const role = useRepricingTab(shop, onPause)
  const entries = Object.values(store)
  const running = entries.filter((entry) => !entry.paused).length
  const paused = entries.length - running

  let label = running > 0 ? `Repricing ${offers(running)}` : 'Repricing paused'
  if (running > 0 && paused > 0) label += `, ${paused} paused`
  if (role === 'unsupported') label = 'Repricing unavailable'
  const where =
    role === 'unsupported'
      ? 'This browser cannot make sure only one tab reprices, so none does.'
      : role === 'follower'
        ? 'Another tab of this browser does the repricing.'
        : 'This tab does the repricing.'

  const turnOff = () => {
    turnAllOff()
    toast.info('Automatic repricing off', { details: 'Turn it on again per offer, on its competing offers page.' })
  }
  return (
    <Button variant="ghost" size="sm" title={`${where} Select to turn it off.`} aria-label={`${label}. Turn automatic repricing off`} onClick={turnOff}>
      {label}
    </Button>
  )
}
