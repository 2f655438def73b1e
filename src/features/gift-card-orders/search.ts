import { z } from 'zod'
import { ORDER_STATUSES } from '../../api/schemas'
import { normalizeIdList, parseDateFilter, toUrlValue, urlText } from './filter-values'

export const GIFT_CARD_ORDER_STATUSES = ORDER_STATUSES

export const SORT_KEYS = ['id', 'unit_price', 'price', 'quantity', 'created_at', 'updated_at', 'completed_at'] as const
export type SortKey = (typeof SORT_KEYS)[number]

export const GIFT_CARD_ORDER_SORTS = [
  'id', '-id', 'unit_price', '-unit_price', 'price', '-price', 'quantity', '-quantity',
  'created_at', '-created_at', 'updated_at', '-updated_at', 'completed_at', '-completed_at',
] as const satisfies readonly (SortKey | `-${SortKey}`)[]
export type GiftCardOrderSort = (typeof GIFT_CARD_ORDER_SORTS)[number]

export const ID_FILTERS = ['gift_card_id', 'gift_card_offer_id', 'region_id', 'brand_id', 'buyer_id'] as const
export type IdFilter = (typeof ID_FILTERS)[number]

export const DATE_FILTERS = ['created_at', 'updated_at', 'completed_at', 'refunded_at'] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

export const PAGE_SIZES = [15, 25, 50] as const
export const DEFAULT_SORT = '-created_at' satisfies GiftCardOrderSort
export const DEFAULT_PER_PAGE = 15
export const MAX_PER_PAGE = 50

/** A value that fails its check is dropped quietly, as if it were not in the URL. */
function optionalText(check: (text: string) => string | null) {
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const text = urlText(value)?.trim()
      const normalized = text ? check(text) : null
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid' })
        return z.NEVER
      }
      return toUrlValue(normalized)
    })
    .optional()
    .catch(undefined)
}

const searchText = optionalText((text) => (text.length <= 100 ? text : null))
const idList = optionalText(normalizeIdList)
const dateFilter = optionalText((text) => (parseDateFilter(text) ? text : null))

export const giftCardOrdersSearchSchema = z.object({
  search: searchText,
  gift_card_id: idList,
  gift_card_offer_id: idList,
  region_id: idList,
  brand_id: idList,
  buyer_id: idList,
  status: z.enum(GIFT_CARD_ORDER_STATUSES).optional().catch(undefined),
  created_at: dateFilter,
  updated_at: dateFilter,
  completed_at: dateFilter,
  refunded_at: dateFilter,
  sort: z
    .enum(GIFT_CARD_ORDER_SORTS)
    .default(DEFAULT_SORT)
    .catch(DEFAULT_SORT),
  per_page: z.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE).catch(DEFAULT_PER_PAGE),
  page: z.number().int().min(1).default(1).catch(1),
})

export type GiftCardOrdersSearch = z.output<typeof giftCardOrdersSearchSchema>

export const searchDefaults = giftCardOrdersSearchSchema.parse({})

/** The filter keys (everything but sort and paging): what "Clear filters" removes. */
export const FILTER_KEYS = ['search', ...ID_FILTERS, 'status', ...DATE_FILTERS] as const

/** Changes whenever the URL's id or date filters change, so the filter form starts again from the URL. */
export function filterFormKey(search: GiftCardOrdersSearch): string {
  return JSON.stringify([...ID_FILTERS, ...DATE_FILTERS].map((name) => search[name] ?? null))
}

export function hasFilters(search: GiftCardOrdersSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined)
}

/** The search without any filter, keeping the sort and the page size, on page 1. */
export function withoutFilters(search: GiftCardOrdersSearch): GiftCardOrdersSearch {
  return { sort: search.sort, per_page: search.per_page, page: 1 }
}

export function sortKeyOf(sort: GiftCardOrderSort): { key: SortKey; descending: boolean } {
  const descending = sort.startsWith('-')
  return { key: (descending ? sort.slice(1) : sort) as SortKey, descending }
}
