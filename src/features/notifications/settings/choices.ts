import type { PushChoices } from '../../../api/relay'
import { readShopItem, writeShopItem } from '../../../lib/shop-store'
import { EVENT_KINDS } from '../event-kinds'

/** What the seller chose to be told of on their devices, kept per shop so the form shows it again. No secret. */
export interface ChoicesForm {
  events: string[]
  quiet: boolean
  from: string
  to: string
}

const CHOICES = 'relay.push-choices'
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const ALL_EVENTS = EVENT_KINDS.map((kind) => kind.event)

export const DEFAULT_CHOICES: ChoicesForm = { events: ALL_EVENTS, quiet: false, from: '22:00', to: '07:00' }

export function readChoices(): ChoicesForm {
  const raw = readShopItem(CHOICES)
  if (typeof raw !== 'object' || raw === null) return DEFAULT_CHOICES
  const { events, quiet, from, to } = raw as Record<string, unknown>
  return {
    events: Array.isArray(events) ? ALL_EVENTS.filter((event) => events.includes(event)) : DEFAULT_CHOICES.events,
    quiet: quiet === true,
    from: typeof from === 'string' && TIME.test(from) ? from : DEFAULT_CHOICES.from,
    to: typeof to === 'string' && TIME.test(to) ? to : DEFAULT_CHOICES.to,
  }
}

export function writeChoices(form: ChoicesForm): void {
  writeShopItem(CHOICES, form)
}

/** What is wrong with the choices, by field; empty when they can be sent. */
export function checkChoices(form: ChoicesForm): Partial<Record<'events' | 'quiet', string>> {
  const errors: Partial<Record<'events' | 'quiet', string>> = {}
  if (form.events.length === 0) errors.events = 'Choose at least one event, or turn notifications off on this device.'
  if (form.quiet && !(TIME.test(form.from) && TIME.test(form.to))) errors.quiet = 'Give the quiet hours as two times, such as 22:00 and 07:00.'
  else if (form.quiet && form.from === form.to) errors.quiet = 'Quiet hours need a start and an end that differ.'
  return errors
}

/** The choices as the relay takes them; quiet hours in this device's time zone. */
export function pushChoices(form: ChoicesForm, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): PushChoices {
  return { events: form.events, quietHours: form.quiet ? { from: form.from, to: form.to, timeZone } : null }
}
