import { z } from 'zod/mini'

export const OFFERS_SORTS = [
  'price',
  '-price',
  'stock',
  '-stock',
  'min_quantity',
  '-min_quantity',
  'delivery',
  '-delivery',
] as const
export type OffersSort = (typeof OFFERS_SORTS)[number]
export type OffersSortKey = 'price' | 'stock' | 'min_quantity' | 'delivery'

export const MAX_DELIVERY_CHOICES = ['1h', '6h', '24h', '3d'] as const
export type MaxDelivery = (typeof MAX_DELIVERY_CHOICES)[number]

export const MAX_DELIVERY_SECONDS: Record<MaxDelivery, number> = {
  '1h': 3600,
  '6h': 6 * 3600,
  '24h': 24 * 3600,
  '3d': 3 * 24 * 3600,
}

export const MAX_DELIVERY_LABELS: Record<MaxDelivery, string> = {
  '1h': '1 hour',
  '6h': '6 hours',
  '24h': '24 hours',
  '3d': '3 days',
}

/** The seller's typed price, kept as typed (even when it is not a valid number) so a link reproduces it. */
export const MY_PRICE_MAX_LENGTH = 40

/** A unit a price is per: a multiplier of the base unit (1000 for "1K Gold"); 1 is the basis of the comparison. */
export const unitMultiplierSchema = z.int().check(z.minimum(1), z.maximum(1e15))

export const otherOffersSearchSchema = z.object({
  sort: z.catch(z._default(z.enum(OFFERS_SORTS), 'price'), 'price'),
  in_stock: z.catch(z._default(z.boolean(), false), false),
  max_delivery: z.catch(z.optional(z.enum(MAX_DELIVERY_CHOICES)), undefined),
  my_price: z.catch(z.optional(z.string().check(z.maxLength(MY_PRICE_MAX_LENGTH))), undefined),
  /** The unit the price helper's price is per; none chosen: the seller's offer's own unit. */
  my_unit: z.catch(z.optional(unitMultiplierSchema), undefined),
})
export type OtherOffersSearch = z.output<typeof otherOffersSearchSchema>

export const otherOffersSearchDefaults = otherOffersSearchSchema.parse({})

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
