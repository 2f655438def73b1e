/*
 * The relay (docs/notices.md) and how the dashboard reaches it. Its access key is kept by the session (app/), for
 * this tab and shop as the API token is; the relay's client and the shell read it here. Loaded on every page, so
 * it holds nothing but the key's slot: the relay's client and its stream load only where they are used.
 */

/** Where the relay answers: `VITE_RELAY_URL` at build time, else `/relay/` on the dashboard's own origin. */
export const RELAY_URL: string = import.meta.env.VITE_RELAY_URL || '/relay/'

export interface RelayKeyStore {
  read(): string | null
  write(key: string): void
  clear(): void
}

const memory: { key: string | null } = { key: null }
let store: RelayKeyStore = {
  read: () => memory.key,
  write: (key) => void (memory.key = key),
  clear: () => void (memory.key = null),
}
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

/** The session hands over where the key lives; it calls `relayKeyChanged` when the shop on screen changes. */
export function setRelayKeyStore(next: RelayKeyStore): void {
  store = next
  changed()
}

export const relayKeyChanged = changed

export function relayKey(): string | null {
  return store.read()
}

export function keepRelayKey(key: string): void {
  store.write(key)
  changed()
}

export function forgetRelayKey(): void {
  store.clear()
  changed()
}

export function subscribeRelayKey(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
