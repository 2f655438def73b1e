/*
 * The list endpoints of the live service, declared once. URL search schemas, filter forms, the API client,
 * CSV export, the mock backend and tests derive what they need from these declarations, so a filter, a sort
 * or a page limit is named in one place only. Plain data: no zod, no imports.
 */

export const ORDER_STATUSES = ['pending', 'in_delivery', 'delivered', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * api-notes names `waiting_for_seller` and `waiting_for_buyer` followed by "..."; `under_review` (forwarded
 * to the marketplace) and `closed` complete the set the dashboard knows. Other values are shown as they come.
 */
export const DISPUTE_STATUSES = ['waiting_for_seller', 'waiting_for_buyer', 'under_review', 'closed'] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

/** Not documented beyond "status"; the set the dashboard knows. Other values are shown as they come. */
export const CURRENCY_OFFER_STATUSES = ['active', 'paused', 'out_of_stock', 'listed', 'draft'] as const
export type CurrencyOfferStatus = (typeof CURRENCY_OFFER_STATUSES)[number]

/**
 * How a filter's value is written: `search` free text; `ids` comma-separated positive integers (any of them
 * matches); `enum` one of `values`; `enums` several of `values`, comma-separated (any of them matches); `date`
 * `YYYY-MM-DD` or `YYYY-MM-DD,YYYY-MM-DD` (UTC days, inclusive); `flag` `1` or `0`.
 */
export type FilterKind = 'search' | 'ids' | 'enum' | 'enums' | 'date' | 'flag'

export interface ListFilter {
  /** The key in the dashboard's URL and in a list query, e.g. `gift_card_id`. */
  readonly name: string
  /** The API's query parameter, e.g. `filter[gift_card_id]`. */
  readonly param: string
  readonly kind: FilterKind
  /** What a form calls the field. */
  readonly label: string
  /** Only for `enum` and `enums`. */
  readonly values?: readonly string[]
}

export interface ListDeclaration {
  readonly path: string
  readonly filters: readonly ListFilter[]
  /** Every allowed `sort` value; a `-` prefix means descending. */
  readonly sorts: readonly [string, ...string[]]
  readonly defaultSort: string
  readonly maxPerPage: number
  readonly defaultPerPage: number
}

function filter<const K extends Exclude<FilterKind, 'enum' | 'enums'>, const N extends string>(kind: K, name: N, label: string) {
  return { name, param: `filter[${name}]` as const, kind, label }
}

function enumFilter<const N extends string, const V extends readonly string[]>(name: N, label: string, values: V) {
  return { name, param: `filter[${name}]` as const, kind: 'enum' as const, label, values }
}

/** Any number of `values` at once. */
function enumsFilter<const N extends string, const V extends readonly string[]>(name: N, label: string, values: V) {
  return { ...enumFilter(name, label, values), kind: 'enums' as const }
}

type IdFilter<N extends string> = { name: N; param: `filter[${N}]`; kind: 'ids'; label: string }

/** Id filters by name, each with its label: `{ buyer_id: 'Buyer ids' }`. */
function idFilters<const T extends Record<string, string>>(labels: T): IdFilter<keyof T & string>[] {
  return Object.entries(labels).map(([name, label]) => filter('ids', name, label) as IdFilter<keyof T & string>)
}

/** Each field sorted both ways: `price`, `-price`. */
function bothWays<const F extends string>(...fields: [F, ...F[]]): readonly [F, ...(F | `-${F}`)[]] {
  return fields.flatMap((field) => [field, `-${field}` as const]) as unknown as readonly [F, ...(F | `-${F}`)[]]
}

/** Keeps the literal types and checks that the default sort is one of the sorts. */
function defineList<const L extends ListDeclaration>(list: L & { readonly defaultSort: L['sorts'][number] }): L {
  return list
}

const DATE_FILTERS = [
  filter('date', 'created_at', 'Created'),
  filter('date', 'updated_at', 'Updated'),
  filter('date', 'completed_at', 'Completed'),
  filter('date', 'refunded_at', 'Refunded'),
] as const

const PAGE_LIMITS = { maxPerPage: 50, defaultPerPage: 15 } as const

/** Spec 4.4, with the live service's `filter[search]` and `page`. */
export const giftCardOrderList = defineList({
  path: '/v2/gift-card-orders',
  filters: [
    filter('search', 'search', 'Search by order id'),
    ...idFilters({
      gift_card_id: 'Gift card ids',
      gift_card_offer_id: 'Offer ids',
      region_id: 'Region ids',
      brand_id: 'Brand ids',
      buyer_id: 'Buyer ids',
    }),
    enumFilter('status', 'Status', ORDER_STATUSES),
    ...DATE_FILTERS,
  ],
  sorts: bothWays('id', 'unit_price', 'price', 'quantity', 'created_at', 'updated_at', 'completed_at'),
  defaultSort: '-created_at',
  ...PAGE_LIMITS,
})

/** api-notes, "Beyond the six operations". `account_id` is the account offer (`account_offer_id` of a record). */
export const accountOrderList = defineList({
  path: '/v2/account-orders',
  filters: [
    filter('search', 'search', 'Search by id or title'),
    ...idFilters({ id: 'Order ids', account_id: 'Account offer ids', game_id: 'Game ids', buyer_id: 'Buyer ids' }),
    enumFilter('status', 'Status', ORDER_STATUSES),
    filter('flag', 'is_manual_delivery', 'Manual delivery'),
    ...DATE_FILTERS,
  ],
  sorts: bothWays('id', 'price', 'delivery_time', 'created_at', 'updated_at', 'completed_at'),
  defaultSort: '-updated_at',
  ...PAGE_LIMITS,
})

export const orderDisputeList = defineList({
  path: '/v2/order-disputes',
  filters: [filter('ids', 'id', 'Case ids'), enumFilter('status', 'Status', DISPUTE_STATUSES)],
  sorts: bothWays('id', 'created_at', 'updated_at'),
  defaultSort: '-created_at',
  ...PAGE_LIMITS,
})

/** The orders of one of the seller's currency offers (live service); `:currencyOfferId` is the offer's id. */
export const currencyOrderList = defineList({
  path: '/v2/currency-offers/:currencyOfferId/orders',
  filters: [filter('search', 'search', 'Search by order id')],
  sorts: bothWays('created_at'),
  defaultSort: '-created_at',
  ...PAGE_LIMITS,
})

/** The seller's own currency offers. */
export const currencyOfferList = defineList({
  path: '/v2/currency-offers',
  filters: [enumFilter('status', 'Status', CURRENCY_OFFER_STATUSES)],
  sorts: bothWays('id', 'price', 'stock', 'created_at', 'updated_at'),
  defaultSort: '-updated_at',
  ...PAGE_LIMITS,
})

/** Not documented beyond `list`, `draft` and `archive` leading somewhere; the set the dashboard knows (docs/open-points.md). */
export const ITEM_OFFER_STATUSES = ['draft', 'listed', 'archived'] as const

/** The seller's item offers (api-notes, "The supply side"; the filters and sorts as the account offers have them). */
export const itemOfferList = defineList({
  path: '/v2/item-offers',
  filters: [
    filter('search', 'search', 'Search by id, title or description'),
    ...idFilters({ id: 'Offer ids', game_id: 'Game ids' }),
    enumFilter('status', 'Status', ITEM_OFFER_STATUSES),
  ],
  sorts: bothWays('id', 'price', 'stock', 'views', 'created_at', 'updated_at', 'listed_at'),
  defaultSort: '-updated_at',
  ...PAGE_LIMITS,
})

/** api-notes, "The supply side": `draft` to `archived` "at least"; other values are shown as they come. */
export const ACCOUNT_OFFER_STATUSES = ['draft', 'pending', 'listed', 'processing', 'sold', 'refunded', 'archived'] as const

/** The seller's account offers: `filter[search]` and `filter[id]` documented, the rest as sellers' clients send them. */
export const accountOfferList = defineList({
  path: '/v2/account-offers',
  filters: [
    filter('search', 'search', 'Search by id, title or description'),
    ...idFilters({ id: 'Offer ids', game_id: 'Game ids' }),
    enumFilter('status', 'Status', ACCOUNT_OFFER_STATUSES),
  ],
  sorts: bothWays('id', 'price', 'views', 'delivery_time', 'created_at', 'updated_at', 'listed_at'),
  defaultSort: '-updated_at',
  ...PAGE_LIMITS,
})

/**
 * Item orders: api-notes names `pending` ("at least"); `completed` is what "Mark completed" leads to. Other values
 * are shown as they come (docs/open-points.md).
 */
export const ITEM_ORDER_STATUSES = ['pending', 'in_delivery', 'completed', 'refunded'] as const

/** The seller's item orders (api-notes, "Item offers and orders"). */
export const itemOrderList = defineList({
  path: '/v2/item-orders',
  filters: [
    filter('search', 'search', 'Search by order id or title'),
    ...idFilters({ id: 'Order ids', buyer_id: 'Buyer ids' }),
    enumFilter('status', 'Status', ITEM_ORDER_STATUSES),
  ],
  sorts: bothWays('id', 'price', 'quantity', 'created_at', 'updated_at'),
  defaultSort: '-created_at',
  ...PAGE_LIMITS,
})

/** The orders of one item offer (documented; its filters are not: the ones of the seller's list are assumed). */
export const itemOfferOrderList = defineList({ ...itemOrderList, path: '/v2/item-offers/:itemOfferId/orders' })

/** How a break leaves the shop (api-notes, "Seller breaks"). */
export const SELLER_BREAK_MODES = ['disable_all', 'disable_manual_allow_instant', 'allow_all_with_reservation'] as const
export type SellerBreakMode = (typeof SELLER_BREAK_MODES)[number]

/** The seller's breaks, newest first; the active/ended filter's name is not documented and is not used. */
export const sellerBreakList = defineList({
  path: '/v2/seller-breaks',
  filters: [filter('search', 'search', 'Search by comment'), enumFilter('mode', 'Mode', SELLER_BREAK_MODES)],
  sorts: bothWays('started_at', 'id'),
  defaultSort: '-started_at',
  ...PAGE_LIMITS,
})

/**
 * The seller's gift card offers (api-notes, "Gift card offers and keys": the list is known from sellers' clients
 * only). Its filters and sorts are assumed (docs/open-points.md); a server that has others answers 422.
 */
export const giftCardOfferList = defineList({
  path: '/v2/gift-cards/offers',
  filters: [
    filter('search', 'search', 'Search by offer id or card'),
    ...idFilters({ brand_id: 'Brand ids', region_id: 'Region ids' }),
  ],
  sorts: bothWays('id', 'price', 'stock', 'created_at', 'updated_at'),
  defaultSort: '-updated_at',
  ...PAGE_LIMITS,
})

/**
 * api-notes names only `bonus` ("at least"); the rest is the set the dashboard knows. Other values are shown as
 * they come (docs/open-points.md).
 */
export const PAYMENT_TYPES = ['sale', 'refund', 'fine', 'payout', 'bonus', 'adjustment'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** api-notes names `requested` ("at least"); others are shown as sent. */
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected', 'completed'] as const

/** The seller's ledger (api-notes, "Money"). The amount sort's name is not documented: `amount_eur` is assumed. */
export const paymentList = defineList({
  path: '/v2/payments',
  filters: [
    filter('search', 'search', 'Search by id, note or order'),
    enumsFilter('type', 'Type', PAYMENT_TYPES),
    filter('flag', 'is_fine', 'Fines only'),
    filter('flag', 'is_warehouse', 'Warehouse only'),
    filter('date', 'created_at', 'Date'),
  ],
  sorts: bothWays('created_at', 'amount_eur', 'id'),
  defaultSort: '-created_at',
  ...PAGE_LIMITS,
})

export const payoutList = defineList({
  path: '/v2/payouts',
  filters: [
    filter('search', 'search', 'Search by id or note'),
    enumFilter('status', 'Status', PAYOUT_STATUSES),
    filter('flag', 'is_warehouse', 'Warehouse'),
    filter('date', 'created_at', 'Requested'),
    filter('date', 'paid_at', 'Paid'),
  ],
  sorts: bothWays('created_at', 'paid_at', 'id'),
  defaultSort: '-created_at',
  ...PAGE_LIMITS,
})

export type FilterOf<L extends ListDeclaration> = L['filters'][number]
export type FilterName<L extends ListDeclaration> = FilterOf<L>['name']
export type ListSort<L extends ListDeclaration> = L['sorts'][number]
/** A sort without its direction: `price` for `price` and `-price`. */
export type SortField<L extends ListDeclaration> = Exclude<ListSort<L>, `-${string}`>

/** A filter's value before it is written: lists are joined with commas, a flag is written `1` or `0`. */
export type FilterValue = string | number | boolean | readonly (string | number)[] | null | undefined

export type ListQuery<L extends ListDeclaration> = { readonly [N in FilterName<L>]?: FilterValue } & {
  readonly sort?: ListSort<L>
  readonly page?: number
  readonly per_page?: number
}

/** `-price` → `{ field: 'price', descending: true }` */
export function parseSort<L extends ListDeclaration>(sort: ListSort<L>): { field: SortField<L>; descending: boolean } {
  const descending = sort.startsWith('-')
  return { field: (descending ? sort.slice(1) : sort) as SortField<L>, descending }
}

function writeValue(value: FilterValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'object') return value.map((item) => String(item).trim()).filter((item) => item !== '').join(',')
  return String(value).trim()
}

/** The API query of a list request: filters in declaration order, then sort, per_page and page; empty values left out. */
export function buildListParams<L extends ListDeclaration>(list: L, query: ListQuery<L>): URLSearchParams {
  const params = new URLSearchParams()
  const values = query as Readonly<Record<string, FilterValue>>
  const add = (param: string, value: FilterValue) => {
    const text = writeValue(value)
    if (text !== '') params.append(param, text)
  }
  for (const { name, param } of list.filters) add(param, values[name])
  add('sort', query.sort)
  add('per_page', query.per_page)
  add('page', query.page)
  return params
}
