import { z } from 'zod'
import {
  DATE_ORDER_MESSAGE,
  ID_LIST_MESSAGE,
  formatDateFilter,
  isIsoDate,
  normalizeIdList,
  parseDateFilter,
  toUrlValue,
  urlText,
} from './filter-values'
import { DATE_FILTERS, ID_FILTERS, type DateFilter, type GiftCardOrdersSearch, type IdFilter } from './search'

const DATE_MESSAGE = 'Use a date such as 2024-05-31.'

const idField = z.string().refine((text) => text.trim() === '' || normalizeIdList(text) !== null, ID_LIST_MESSAGE)
const dateField = z.string().refine((text) => text === '' || isIsoDate(text), DATE_MESSAGE)

type DateFieldName = `${DateFilter}_from` | `${DateFilter}_to`

export const filterFormSchema = z
  .object({
    ...(Object.fromEntries(ID_FILTERS.map((name) => [name, idField])) as Record<IdFilter, typeof idField>),
    ...(Object.fromEntries(
      DATE_FILTERS.flatMap((name) => [
        [`${name}_from`, dateField],
        [`${name}_to`, dateField],
      ]),
    ) as Record<DateFieldName, typeof dateField>),
  })
  .superRefine((values, ctx) => {
    for (const name of DATE_FILTERS) {
      const from = values[`${name}_from`]
      const to = values[`${name}_to`]
      if (from && to && isIsoDate(from) && isIsoDate(to) && from > to) {
        ctx.addIssue({ code: 'custom', path: [`${name}_to`], message: DATE_ORDER_MESSAGE })
      }
    }
  })

export type FilterFormValues = z.input<typeof filterFormSchema>

/** The form's fields as the URL has them. */
export function filterFormValues(search: GiftCardOrdersSearch): FilterFormValues {
  const values = {} as FilterFormValues
  for (const name of ID_FILTERS) values[name] = urlText(search[name]) ?? ''
  for (const name of DATE_FILTERS) {
    const range = parseDateFilter(urlText(search[name]) ?? '')
    values[`${name}_from`] = range?.from ?? ''
    values[`${name}_to`] = range?.to ?? ''
  }
  return values
}

/** What a valid form changes in the URL: every id and date filter, set or removed. */
export function searchPatch(values: FilterFormValues): Partial<GiftCardOrdersSearch> {
  const patch: Partial<GiftCardOrdersSearch> = {}
  for (const name of ID_FILTERS) {
    const list = normalizeIdList(values[name])
    patch[name] = list === null ? undefined : toUrlValue(list)
  }
  for (const name of DATE_FILTERS) {
    patch[name] = formatDateFilter(values[`${name}_from`], values[`${name}_to`])
  }
  return patch
}
