import { useSyncExternalStore } from 'react'

/**
 * The prices applied from this page, per offer, for "Undo": kept in memory only, for as long as the page is open
 * (a reload forgets them). `previous` and `applied` are the fixed-point texts sent, EUR per the offer's unit.
 */
export interface AppliedPrice {
  previous: string
  applied: string
}

const applied = new Map<number, AppliedPrice>()
const listeners = new Set<() => void>()

function publish() {
  for (const listener of listeners) listener()
}

export function rememberApplied(offerId: number, price: AppliedPrice | null): void {
  if (price) applied.set(offerId, price)
  else applied.delete(offerId)
  publish()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAppliedPrice(offerId: number): AppliedPrice | null {
  return useSyncExternalStore(subscribe, () => applied.get(offerId) ?? null)
}
