import { z } from 'zod/mini'

// Every route's search schema is in the first download: what only the screen needs lives beside it
// (offers-sort.ts, max-delivery.ts).

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

export const MAX_DELIVERY_CHOICES = ['1h', '6h', '24h', '3d'] as const
export type MaxDelivery = (typeof MAX_DELIVERY_CHOICES)[number]

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
