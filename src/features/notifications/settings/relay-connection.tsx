import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getLatestRelayEvents } from '../../../api/relay'
import { forgetRelayKey, keepRelayKey, RELAY_URL } from '../../../api/relay-key'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { SectionCard } from '../../../components/ui/section-card'
import { SubmitButton } from '../../../components/ui/submit-button'
import { Muted } from '../../../components/ui/text'
import { relayProblem } from '../relay-problem'

/** Connects this tab to the relay with its access key (tried once before it is kept), or disconnects it. */
export function RelayConnection({ connected }: { connected: boolean }) {
  const [key, setKey] = useState('')
  const [empty, setEmpty] = useState(false)
  const connect = useMutation({
    mutationFn: async (candidate: string) => {
      await getLatestRelayEvents(1, { key: candidate })
      return candidate
    },
    onSuccess: (candidate) => {
      keepRelayKey(candidate)
      setKey('')
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const candidate = key.trim()
    setEmpty(candidate === '')
    if (candidate !== '') connect.mutate(candidate)
  }

  const address = (
    <Muted as="p">
      Relay: <code>{RELAY_URL}</code>
    </Muted>
  )
  if (connected) {
    return (
      <SectionCard title="Relay" actions={<Button onClick={() => forgetRelayKey()}>Disconnect</Button>}>
        <p role="status">Connected. New events show in the inbox as they arrive.</p>
        {address}
      </SectionCard>
    )
  }
  return (
    <SectionCard title="Relay">
      <form onSubmit={submit} noValidate>
        <p>
          Connect to your relay to see the marketplace’s events live and to be told on this device. Its access key is
          kept for this tab only, as your API token is.
        </p>
        {address}
        <Field label="Access key" error={empty ? 'Enter the relay’s access key (its RELAY_ACCESS_KEY).' : undefined}>
          <Input type="password" autoComplete="off" value={key} onChange={(event) => setKey(event.target.value)} />
        </Field>
        {connect.isError ? (
          <Alert tone="error" role="alert" title="Not connected">
            {relayProblem(connect.error)}
          </Alert>
        ) : null}
        <SubmitButton pending={connect.isPending} pendingLabel="Connecting…">
          Connect
        </SubmitButton>
      </form>
    </SectionCard>
  )
}
