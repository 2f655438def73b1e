import { listSearchSchema, type ListDefinition } from './list-search'
import { savedViewsName } from './saved-views-name'
import { readShopItem, writeShopItem } from './shop-store'

/*
 * Named views of a list (its filters and sort, never the page), kept in this browser per shop and per list.
 * A view holds only what the list's URL holds: never a token or a secret. What is read back goes through the
 * list's URL schema again, so a value that no longer validates (a removed status, a bad date) is dropped from
 * the view as it would be from a link.
 */

export type ViewSearch = Readonly<Record<string, unknown>>

export interface SavedView {
  readonly id: string
  readonly name: string
  readonly search: ViewSearch
}

export interface SavedViews {
  readonly views: readonly SavedView[]
  /** The view the list opens with when its URL has no search at all. */
  readonly defaultId: string | null
}

export const VIEW_NAME_MAX = 40
const MAX_VIEWS = 20
const EMPTY: SavedViews = { views: [], defaultId: null }

// One schema per list, built once: the chips compare views with the URL on every render.
const schemas = new WeakMap<ListDefinition, ReturnType<typeof listSearchSchema>>()
function schemaOf(list: ListDefinition) {
  let schema = schemas.get(list)
  if (!schema) {
    schema = listSearchSchema(list)
    schemas.set(list, schema)
  }
  return schema
}

/** The view's part of a search: every filter and the sort and page size, without the page. */
export function viewSearchOf(list: ListDefinition, search: unknown): ViewSearch {
  const parsed = schemaOf(list).parse(typeof search === 'object' && search !== null ? search : {}) as Record<
    string,
    unknown
  >
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (key !== 'page' && value !== undefined) result[key] = value
  }
  return result
}

/** Same filters, sort and page size (the order of the keys aside). */
export function sameViewSearch(a: ViewSearch, b: ViewSearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}

/** A name as it is kept: spaces collapsed, trimmed, at most VIEW_NAME_MAX characters; null when empty. */
export function cleanViewName(name: string): string | null {
  const text = [...name.replace(/\s+/g, ' ').trim()].slice(0, VIEW_NAME_MAX).join('')
  return text === '' ? null : text
}

function readView(list: ListDefinition, raw: unknown): SavedView | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { id, name, search } = raw as Record<string, unknown>
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null
  const cleanName = cleanViewName(name)
  if (cleanName === null || typeof search !== 'object' || search === null || Array.isArray(search)) return null
  return { id, name: cleanName, search: viewSearchOf(list, search) }
}

export function readSavedViews(listKey: string, list: ListDefinition): SavedViews {
  const raw = readShopItem(savedViewsName(listKey))
  if (typeof raw !== 'object' || raw === null) return EMPTY
  const { views, defaultId } = raw as Record<string, unknown>
  if (!Array.isArray(views)) return EMPTY
  const read: SavedView[] = []
  for (const item of views) {
    const view = readView(list, item)
    if (view && !read.some((other) => other.id === view.id)) read.push(view)
  }
  const kept = read.slice(0, MAX_VIEWS)
  return { views: kept, defaultId: kept.some((view) => view.id === defaultId) ? (defaultId as string) : null }
}

export function writeSavedViews(listKey: string, value: SavedViews): void {
  writeShopItem(savedViewsName(listKey), value)
}

let lastId = 0
function newViewId(): string {
  lastId += 1
  return `${Date.now().toString(36)}-${lastId.toString(36)}`
}

/** Adds a view; a view of the same name is replaced, keeping its place and its default. */
export function addView(state: SavedViews, name: string, search: ViewSearch): SavedViews {
  const same = state.views.find((view) => view.name.toLowerCase() === name.toLowerCase())
  if (same) return { ...state, views: state.views.map((view) => (view === same ? { ...view, name, search } : view)) }
  return { ...state, views: [...state.views, { id: newViewId(), name, search }].slice(-MAX_VIEWS) }
}

export function renameView(state: SavedViews, id: string, name: string): SavedViews {
  return { ...state, views: state.views.map((view) => (view.id === id ? { ...view, name } : view)) }
}

export function removeView(state: SavedViews, id: string): SavedViews {
  return {
    views: state.views.filter((view) => view.id !== id),
    defaultId: state.defaultId === id ? null : state.defaultId,
  }
}

/** Makes the view the default, or, with null, leaves the list without one. */
export function setDefaultView(state: SavedViews, id: string | null): SavedViews {
  return { ...state, defaultId: id !== null && state.views.some((view) => view.id === id) ? id : null }
}

export function defaultViewOf(state: SavedViews): SavedView | null {
  return state.views.find((view) => view.id === state.defaultId) ?? null
}
