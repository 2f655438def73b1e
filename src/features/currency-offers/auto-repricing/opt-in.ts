import { readShopItem, writeShopItem } from '../../../lib/shop-store'
import { AUTO_REPRICING_ITEM as NAME, notifyAuto, subscribeAuto } from './store-signal'

/*
 * Which of the shop's offers reprice on their own, kept per shop in this browser. The shell knows only whether
 * any is on (store-signal.ts); this loads with the engine and the opt-in.
 */
export { subscribeAuto }

export const INTERVAL_MINUTES = { min: 1, max: 60, default: 2 } as const

export interface AutoPause {
  reason: string
  /** Milliseconds since the epoch. */
  at: number
  /** The price of a change whose outcome is unknown (no answer came), for "Check now". */
  sent?: string
}

export interface AutoEntry {
  intervalMinutes: number
  /** Set when a failure stopped the offer; the seller turns it on again. */
  paused: AutoPause | null
}

export type AutoStore = Record<string, AutoEntry>

const isInterval = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= INTERVAL_MINUTES.min && (value as number) <= INTERVAL_MINUTES.max

function readEntry(value: unknown): AutoEntry | null {
  if (typeof value !== 'object' || value === null) return null
  const { intervalMinutes, paused } = value as Record<string, unknown>
  const pause = paused as Partial<AutoPause> | null | undefined
  return {
    intervalMinutes: isInterval(intervalMinutes) ? intervalMinutes : INTERVAL_MINUTES.default,
    paused:
      pause && typeof pause.reason === 'string' && typeof pause.at === 'number'
        ? { reason: pause.reason, at: pause.at, ...(typeof pause.sent === 'string' ? { sent: pause.sent } : {}) }
        : null,
  }
}

/** The shop's offers with automatic repricing on, by offer id; what does not read is left out. */
export function readAutoStore(): AutoStore {
  const value = readShopItem(NAME)
  const store: AutoStore = {}
  if (typeof value !== 'object' || value === null) return store
  for (const [id, raw] of Object.entries(value)) {
    const entry = /^\d{1,15}$/.test(id) ? readEntry(raw) : null
    if (entry) store[id] = entry
  }
  return store
}

function write(update: (store: AutoStore) => void) {
  const store = readAutoStore()
  update(store)
  writeShopItem(NAME, store)
  notifyAuto()
}

/** Turns an offer on, or sets its interval (a pause stays); null turns it off. */
export function setAutoEntry(offerId: number, intervalMinutes: number | null): void {
  write((store) => {
    if (intervalMinutes === null) delete store[offerId]
    else store[offerId] = { intervalMinutes, paused: store[offerId]?.paused ?? null }
  })
}

/** The seller turns a paused offer on again. */
export function resumeAutoEntry(offerId: number): void {
  write((store) => {
    const entry = store[offerId]
    if (entry) store[offerId] = { ...entry, paused: null }
  })
}

export function pauseAutoEntry(offerId: number, pause: AutoPause): void {
  write((store) => {
    const entry = store[offerId]
    if (entry) store[offerId] = { ...entry, paused: pause }
  })
}

/** The header's one click: every offer of the shop off. */
export function turnAllOff(): void {
  write((store) => {
    for (const id of Object.keys(store)) delete store[id]
  })
}

/** A text that changes whenever the store does: a stable snapshot for useSyncExternalStore. */
export const autoSnapshot = (): string => JSON.stringify(readAutoStore())
