import { useSyncExternalStore } from 'react'

/*
 * Which list endpoints this server lacks, as learnt from its answers (an older server answers 404, 405 or
 * 501): the navigation marks their entries. A later answer with data clears the mark.
 */

const EMPTY: ReadonlySet<string> = new Set()
let missing = EMPTY
const listeners = new Set<() => void>()

/** Takes one answer of the list at `path` (a declaration's path): whether the server has it. */
export function recordListAvailability(path: string, available: boolean): void {
  if (missing.has(path) !== available) return
  const next = new Set(missing)
  if (available) next.delete(path)
  else next.add(path)
  missing = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getMissing = () => missing

/** The paths of the lists the server has answered it does not have, re-rendering when that changes. */
export function useMissingLists(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, getMissing, getMissing)
}

/** Forgets every answer: between tests. */
export function resetListAvailability(): void {
  missing = EMPTY
  listeners.forEach((listener) => listener())
}
