import { z } from 'zod/mini'
import {
  DATE_ORDER_MESSAGE,
  ID_LIST_MESSAGE,
  formatDateFilter,
  isIsoDate,
  normalizeIdList,
  parseDateFilter,
  toUrlValue,
  urlText,
} from './list-filter-values'
import { formFilters, type ListDefinition } from './list-search'

/*
 * The folded filter form of a list (its id and date filters): one text field per id filter, a from/to pair
 * per date filter (`created_at_from`, `created_at_to`), checked as the seller types and written to the URL.
 */

const DATE_MESSAGE = 'Use a date such as 2024-05-31.'

export type FilterFormValues = Record<string, string>

const idField = z.string().check(z.refine((text) => text.trim() === '' || normalizeIdList(text) !== null, ID_LIST_MESSAGE))
const dateField = z.string().check(z.refine((text) => text === '' || isIsoDate(text), DATE_MESSAGE))

export function filterFormSchema(list: ListDefinition) {
  const filters = formFilters(list)
  const dates = filters.filter((filter) => filter.kind === 'date').map((filter) => filter.name)
  const shape = Object.fromEntries(
    filters.flatMap((filter) =>
      filter.kind === 'ids'
        ? [[filter.name, idField]]
        : [
            [`${filter.name}_from`, dateField],
            [`${filter.name}_to`, dateField],
          ],
    ),
  )
  return z.object(shape).check(
    z.superRefine((values: FilterFormValues, ctx) => {
      for (const name of dates) {
        const from = values[`${name}_from`]
        const to = values[`${name}_to`]
        if (from && to && isIsoDate(from) && isIsoDate(to) && from > to) {
          ctx.addIssue({ code: 'custom', path: [`${name}_to`], message: DATE_ORDER_MESSAGE })
        }
      }
    }),
  )
}

/** The form's fields as the URL has them. */
export function filterFormValues(list: ListDefinition, search: Readonly<Record<string, unknown>>): FilterFormValues {
  const values: FilterFormValues = {}
  for (const filter of formFilters(list)) {
    const text = urlText(search[filter.name]) ?? ''
    if (filter.kind === 'ids') {
      values[filter.name] = text
    } else {
      const range = parseDateFilter(text)
      values[`${filter.name}_from`] = range?.from ?? ''
      values[`${filter.name}_to`] = range?.to ?? ''
    }
  }
  return values
}

/** What a valid form changes in the URL: every id and date filter, set or removed. */
export function searchPatch(list: ListDefinition, values: FilterFormValues): Record<string, string | number | undefined> {
  const patch: Record<string, string | number | undefined> = {}
  for (const filter of formFilters(list)) {
    if (filter.kind === 'ids') {
      const ids = normalizeIdList(values[filter.name] ?? '')
      patch[filter.name] = ids === null ? undefined : toUrlValue(ids)
    } else {
      patch[filter.name] = formatDateFilter(values[`${filter.name}_from`] ?? '', values[`${filter.name}_to`] ?? '')
    }
  }
  return patch
}
