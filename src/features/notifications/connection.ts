import { useSyncExternalStore } from 'react'
import { relayKey, subscribeRelayKey } from '../../api/relay-key'

/** Whether this tab holds the relay's access key for the shop on screen (small: the shell loads it). */
export function useRelayConnected(): boolean {
  return useSyncExternalStore(subscribeRelayKey, () => relayKey() !== null)
}
