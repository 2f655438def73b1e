import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CopyStatus } from './use-ledger-copy'
import { heldEntries } from './copy-memory'
import type { Grouping } from './figures'
import type { FigureFilters } from './day-totals'
import { copyFigures, figureQueries, type SourcedFigures } from './figures-source'
import type { DayRange } from './range'
import { covers } from './sync'

/**
 * A range's figures: worked out in the render itself when the copy covers the range and is in memory (choosing a
 * range then shows its figures in the same frame, with no request and no database read); else from the copy read
 * once from IndexedDB, or from every page of the range read from the API.
 */
export function useRangeFigures(shop: string, status: CopyStatus, range: DayRange | null, filters: FigureFilters, grouping: Grouping) {
  // The text search is the server's to match: with it on, the figures come from the API.
  const fromCopy = range !== null && filters.search === undefined && covers(status.state, range.from / 1000)
  const held = fromCopy ? heldEntries(shop) : null
  const { type, is_fine, is_warehouse } = filters
  const [from, to] = [range?.from, range?.to]
  const state = fromCopy ? status.state : null
  const inMemory = useMemo(
    () => (held && state && from !== undefined && to !== undefined ? copyFigures(held, state, { from, to }, { type, is_fine, is_warehouse }, grouping) : null),
    // `held.version` changes with every write to the copy held.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [held, held?.version, state, from, to, type, is_fine, is_warehouse, grouping],
  )
  // Until the copy is known (and through its first read) the figures wait for it rather than read every page twice.
  const waitForCopy = status.kind === 'idle' || (status.kind === 'syncing' && !status.state?.complete)
  const query = useQuery({
    ...(fromCopy && status.state
      ? figureQueries.fromCopy(shop, status.state, range, filters, grouping)
      : figureQueries.fromApi(range ?? { from: 0, to: 0 }, filters, grouping)),
    enabled: range !== null && !waitForCopy && inMemory === null,
  })
  const data: SourcedFigures | undefined = inMemory ?? query.data
  return { data, error: inMemory ? null : query.error, retry: () => void query.refetch() }
}
