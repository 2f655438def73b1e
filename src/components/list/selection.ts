import { createContext, use, useCallback, useMemo, useState } from 'react'

/**
 * The rows the seller picked, across the pages of one filter; or every row of the filter (`all`), fetched when a
 * change is sent. Another filter starts again from nothing.
 */
export interface Selection<R extends { readonly id: number } = { readonly id: number }> {
  picked: ReadonlyMap<number, R>
  all: boolean
  /** Picks or drops one row; when every row of the filter was picked, the rest of `page` stays picked. */
  toggle(record: R, page: readonly R[]): void
  /** Picks every row of `records` (the page), or drops them all when they are all picked. */
  togglePage(records: readonly R[]): void
  selectAll(): void
  clear(): void
}

interface Picked<R> {
  key: string
  picked: Map<number, R>
  all: boolean
}

export function useSelection<R extends { readonly id: number }>(filterKey: string): Selection<R> {
  const [state, setState] = useState<Picked<R>>({ key: filterKey, picked: new Map(), all: false })
  // Another filter: nothing picked (set during the render, as React allows for state derived from a prop).
  if (state.key !== filterKey) setState({ key: filterKey, picked: new Map(), all: false })
  const update = useCallback(
    (change: (picked: Map<number, R>) => void, all = false) =>
      setState((before) => {
        const picked = new Map(before.key === filterKey ? before.picked : [])
        change(picked)
        return { key: filterKey, picked, all }
      }),
    [filterKey],
  )
  return useMemo(
    () => ({
      picked: state.picked,
      all: state.all,
      toggle: (record, page) =>
        update((picked) => {
          if (state.all) for (const row of page) picked.set(row.id, row)
          if (picked.has(record.id)) picked.delete(record.id)
          else picked.set(record.id, record)
        }),
      togglePage: (records) =>
        update((picked) => {
          const every = records.every((record) => picked.has(record.id))
          for (const record of records) {
            if (every) picked.delete(record.id)
            else picked.set(record.id, record)
          }
        }),
      selectAll: () => update(() => {}, true),
      clear: () => update((picked) => picked.clear()),
    }),
    [state, update],
  )
}

export const SelectionContext = createContext<Selection<never> | null>(null)

/** The list's selection, when the list lets the seller pick rows. */
export function useListSelection<R extends { readonly id: number }>(): Selection<R> | null {
  return use(SelectionContext) as Selection<R> | null
}
