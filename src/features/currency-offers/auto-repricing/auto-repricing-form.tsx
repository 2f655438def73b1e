import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Muted } from '../../../components/ui/text'
import { formatWriteTime } from '../../../lib/guarded-write'
import { resourceKey, resourceWriteWaitMs } from '../../../lib/resource-writes'
import { RESOURCE_WRITE_LIMIT } from '../../../lib/write-window'
import { CheckSent } from './check-sent'
import { autoSnapshot, INTERVAL_MINUTES, resumeAutoEntry, setAutoEntry, subscribeAuto, type AutoStore } from './opt-in'
import layout from '../layout.module.css'

/** A whole number of minutes in range, or the message that says what to type. */
export function parseInterval(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const value = Number(text.trim())
  if (!/^\d{1,3}$/.test(text.trim()) || value < INTERVAL_MINUTES.min || value > INTERVAL_MINUTES.max) {
    return { ok: false, message: `Enter a whole number of minutes from ${INTERVAL_MINUTES.min} to ${INTERVAL_MINUTES.max}.` }
  }
  return { ok: true, value }
}

interface AutoRepricingFormProps {
  offerId: number
  /** Why the settings cannot reprice on their own yet (no floor, say); null when they can. */
  blocked: string | null
}

/** Opt-in per offer: the suggestion becomes the offer's price on its own, every few minutes, within the limits. */
export function AutoRepricingForm({ offerId, blocked }: AutoRepricingFormProps) {
  const text = useSyncExternalStore(subscribeAuto, autoSnapshot, () => '{}')
  const entry = useMemo(() => (JSON.parse(text) as AutoStore)[offerId] ?? null, [text, offerId])
  const [minutes, setMinutes] = useState(String(entry?.intervalMinutes ?? INTERVAL_MINUTES.default))
  const interval = parseInterval(minutes)
  const holdUntil = useLimitHold(entry === null ? null : offerId)

  const changeMinutes = (next: string) => {
    setMinutes(next)
    const parsed = parseInterval(next)
    if (entry && parsed.ok) setAutoEntry(offerId, parsed.value)
  }
  const toggle = (on: boolean) => {
    if (!on) return setAutoEntry(offerId, null)
    if (interval.ok && !blocked) setAutoEntry(offerId, interval.value)
  }

  return (
    <div className={layout.stack}>
      <Muted as="p">
        While the dashboard is open in this browser, on any page, the competing offers are read every few minutes and
        your offer’s price is set to the suggestion when it differs by at least one step: never outside the floor and
        the ceiling, at most {RESOURCE_WRITE_LIMIT.perMinute} changes a minute and {RESOURCE_WRITE_LIMIT.perHour} an
        hour. A failed change pauses it, and so do three failed reads in a row; a change is never sent again on its own.
      </Muted>
      {entry?.paused ? (
        <Alert tone="error" role="status" title="Automatic repricing is paused">
          <p>{entry.paused.reason}</p>
          {entry.paused.sent ? <CheckSent offerId={offerId} sent={entry.paused.sent} /> : null}
          <Button size="sm" onClick={() => resumeAutoEntry(offerId)}>
            Turn on again
          </Button>
        </Alert>
      ) : null}
      {holdUntil !== null ? (
        <Muted as="p" role="status">
          The write limit holds the next change to this offer until {formatWriteTime(holdUntil)}.
        </Muted>
      ) : null}
      <Checkbox
        label={`Reprice offer ${offerId} automatically`}
        checked={entry !== null}
        disabled={entry === null && (blocked !== null || !interval.ok)}
        onChange={(event) => toggle(event.target.checked)}
      />
      {blocked && entry === null ? <Muted as="p">{blocked}</Muted> : null}
      <Field label="Every (minutes)" hint={`${INTERVAL_MINUTES.min} to ${INTERVAL_MINUTES.max}; ${INTERVAL_MINUTES.default} by default.`} error={interval.ok ? undefined : interval.message}>
        <Input inputMode="numeric" autoComplete="off" maxLength={3} value={minutes} onChange={(event) => changeMinutes(event.target.value)} />
      </Field>
    </div>
  )
}

const LOOK_AGAIN_MS = 15_000

/** When the offer's write limit (counted across the tabs) lets the next change go; null when it may go now. */
function useLimitHold(offerId: number | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (offerId === null) return
    const timer = setInterval(() => setNow(Date.now()), LOOK_AGAIN_MS)
    return () => clearInterval(timer)
  }, [offerId])
  if (offerId === null) return null
  const wait = resourceWriteWaitMs(resourceKey('offer', offerId), now)
  return wait > 0 ? now + wait : null
}
