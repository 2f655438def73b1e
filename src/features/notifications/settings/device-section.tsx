import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { PageLoading } from '../../../components/ui/page-loading'
import { SectionCard } from '../../../components/ui/section-card'
import { relayProblem } from '../relay-problem'
import { checkChoices, pushChoices, readChoices, writeChoices, type ChoicesForm } from './choices'
import { ChoicesFields } from './choices-fields'
import { deviceSupport } from './device-push'
import { PermissionRefused, usePushActions } from './push-actions'
import styles from './notifications.module.css'

const NOT_HERE = {
  demo: 'Notices on a device need the production build: in the demo, the mock backend holds this page’s service worker. The inbox and the bell work here.',
  'iphone-not-installed':
    'On an iPhone, notices reach only the dashboard added to the Home Screen. In Safari, tap the Share button, then “Add to Home Screen”. Open the dashboard from its new icon, connect to the relay there, and turn notifications on.',
  unsupported: 'This browser cannot receive push notices. The inbox and the bell still show each event while the dashboard is open.',
}

function failure(error: unknown): string {
  if (error instanceof PermissionRefused)
    return 'This browser refused notices for the dashboard. Allow them in the site’s settings (the icon left of the address), then try again.'
  return relayProblem(error)
}

/** Push notices on this device: turned on from the seller's press, with their choices; a test; off. */
export function DeviceSection() {
  const support = deviceSupport()
  const { device, turnOn, save, test, turnOff } = usePushActions()
  const [form, setForm] = useState<ChoicesForm>(readChoices)
  const [errors, setErrors] = useState<ReturnType<typeof checkChoices>>({})
  const subscription = device.data ?? null

  if (support !== 'supported') {
    return (
      <SectionCard title="This device">
        <Alert tone="info">{NOT_HERE[support]}</Alert>
      </SectionCard>
    )
  }
  if (device.isPending) return <PageLoading label="Reading this device’s notices…" />

  const send = (mutate: (choices: ReturnType<typeof pushChoices>) => void) => {
    const found = checkChoices(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    writeChoices(form)
    mutate(pushChoices(form))
  }
  const failed = [turnOn, save, test, turnOff].find((mutation) => mutation.isError)
  const busy = [turnOn, save, test, turnOff].some((mutation) => mutation.isPending)
  return (
    <SectionCard title="This device">
      <p role="status">{subscription ? 'Notifications are on for this device.' : 'Notifications are off for this device.'}</p>
      <ChoicesFields value={form} onChange={setForm} errors={errors} />
      {failed ? (
        <Alert tone="error" role="alert" title="That did not work">
          {failure(failed.error)}
        </Alert>
      ) : null}
      {test.isSuccess ? (
        <Alert tone="success" role="status">
          The relay is sending a test notice to this device.
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <Alert tone="success" role="status">
          Your choices were saved at the relay.
        </Alert>
      ) : null}
      <div className={styles.actions}>
        {subscription ? (
          <>
            <Button variant="primary" disabled={busy} onClick={() => send((choices) => save.mutate({ ...choices, subscription }))}>
              Save choices
            </Button>
            <Button disabled={busy} onClick={() => test.mutate(subscription)}>
              Send a test notice
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => turnOff.mutate(subscription)}>
              Turn off on this device
            </Button>
          </>
        ) : (
          <Button variant="primary" disabled={busy} onClick={() => send((choices) => turnOn.mutate(choices))}>
            {turnOn.isPending ? 'Turning on…' : 'Turn on notifications on this device'}
          </Button>
        )}
      </div>
    </SectionCard>
  )
}
