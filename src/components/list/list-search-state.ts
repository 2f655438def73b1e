import { useNavigate, useSearch, type NavigateOptions } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ListDefinition, ListSearch } from '../../lib/list-search'

/** Any list's search, as the generic parts of the kit see it. */
export type AnyListSearch = Readonly<Record<string, unknown>> & {
  readonly sort: string
  readonly page: number
  readonly per_page: number
}

export type SearchPatch = Readonly<Record<string, unknown>>

export interface ListSearchState<L extends ListDefinition> {
  search: ListSearch<L>
  /** Any change other than the page itself goes back to page 1; a push adds a history entry. */
  update: (patch: SearchPatch, options?: { replace?: boolean }) => Promise<void>
  replaceAll: (next: SearchPatch) => Promise<void>
}

/**
 * A list's state, read from and written to the URL of the route that renders it (validated there by
 * `listRoute`), so back and forward move between views and a link reproduces one.
 */
export function useListSearch<L extends ListDefinition>(): ListSearchState<L> {
  const search = useSearch({ strict: false }) as unknown as ListSearch<L>
  const navigate = useNavigate()
  const update = useCallback(
    (patch: SearchPatch, { replace = false }: { replace?: boolean } = {}) =>
      navigate({
        to: '.',
        search: (prev: SearchPatch) => ({ ...prev, page: 1, ...patch }),
        replace,
      } as NavigateOptions),
    [navigate],
  )
  const replaceAll = useCallback(
    (next: SearchPatch) => navigate({ to: '.', search: next } as NavigateOptions),
    [navigate],
  )
  return { search, update, replaceAll }
}
