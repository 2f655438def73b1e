import {
  oneOf,
  optionalBoolean,
  optionalString,
  searchValidator,
  wholeNumber,
  withDefault,
  type SearchRead,
} from '../../lib/search-params'

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
export const UNIT_MULTIPLIER_MAX = 1e15
export const unitMultiplier: SearchRead<number> = wholeNumber(1, UNIT_MULTIPLIER_MAX)

export interface OtherOffersSearch {
  sort: OffersSort
  in_stock: boolean
  max_delivery?: MaxDelivery
  my_price?: string
  /** The unit the price helper's price is per; none chosen: the seller's offer's own unit. */
  my_unit?: number
}

export const otherOffersSearchSchema = searchValidator<Partial<OtherOffersSearch>, OtherOffersSearch>({
  sort: withDefault(oneOf(OFFERS_SORTS), 'price'),
  in_stock: withDefault(optionalBoolean, false),
  max_delivery: oneOf(MAX_DELIVERY_CHOICES),
  my_price: (value) => {
    const text = optionalString(value)
    return text !== undefined && text.length <= MY_PRICE_MAX_LENGTH ? text : undefined
  },
  my_unit: unitMultiplier,
})

export const otherOffersSearchDefaults: OtherOffersSearch = { sort: 'price', in_stock: false }
