import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { ListDefinition } from '../../lib/list-search'
import type { AnyListSearch, SearchPatch } from './list-search-state'

export interface ListNames {
  /** "Gift card orders": the page's title and the table's name. */
  title: string
  /** "order" / "orders": "25 orders", "No orders match these filters". */
  one: string
  many: string
}

/** What a list page says: its names, what it says when it has nothing at all, and how to do without it. */
export interface ListTexts {
  names: ListNames
  empty: { title: string; text: ReactNode }
  /** How to reach a record without this list, for servers that do not have it. */
  lookupHint: ReactNode
}

export interface ListContextValue {
  list: ListDefinition
  names: ListNames
  /** The id of the page's heading, which names the table. */
  titleId: string
  search: AnyListSearch
  update: (patch: SearchPatch, options?: { replace?: boolean }) => Promise<void>
  replaceAll: (next: SearchPatch) => Promise<void>
  /** Fetches the rows of another view of the list ahead of a likely press (a sort header, the next page). */
  prefetch: (search: AnyListSearch) => void
}

export const ListContext = createContext<ListContextValue | null>(null)

/** The list a kit component sits in: its declaration, names and URL state. */
export function useList(): ListContextValue {
  const value = useContext(ListContext)
  if (!value) throw new Error('A list component is used outside a ListPage.')
  return value
}

type Row = { readonly id: number }

/**
 * The checkboxes a list's table draws when the seller can pick its rows: given by the list's bulk area
 * (selection-boxes.tsx), so that a list without one does not download them.
 */
export interface Picking {
  PageBox: ComponentType<{ records: readonly Row[] }>
  RowBox: ComponentType<{ record: Row; records: readonly Row[] }>
}

export const PickingContext = createContext<Picking | null>(null)
