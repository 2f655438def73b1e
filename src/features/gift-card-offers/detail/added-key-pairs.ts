import type { AddedKey } from './added-keys'

/**
 * The keys sent, paired with the delivery ids the answer names, in order. When the answer names another number
 * of ids (the server skipped some), the ids cannot be paired: they are listed without the keys' text.
 */
export function pairAddedKeys(keys: readonly string[], deliveryIds: readonly number[]): AddedKey[] {
  const paired = deliveryIds.length === keys.length
  return deliveryIds.map((deliveryId, index) => ({ deliveryId, key: paired ? (keys[index] ?? null) : null }))
}
