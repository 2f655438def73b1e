import type { OffersSort } from './search'

export type OffersSortKey = 'price' | 'stock' | 'min_quantity' | 'delivery'

export function sortKeyOf(sort: OffersSort): OffersSortKey {
  return (sort.startsWith('-') ? sort.slice(1) : sort) as OffersSortKey
}

export function isDescending(sort: OffersSort): boolean {
  return sort.startsWith('-')
}

/** A column's place in the current order: undefined when the offers are sorted by another column. */
export function sortDirection(column: OffersSortKey, sort: OffersSort): 'ascending' | 'descending' | undefined {
  if (sortKeyOf(sort) !== column) return undefined
  return isDescending(sort) ? 'descending' : 'ascending'
}

/** A press on a column's header: ascending first, then descending. */
export function nextSort(column: OffersSortKey, sort: OffersSort): OffersSort {
  return sortDirection(column, sort) === 'ascending' ? (`-${column}` as OffersSort) : column
}
