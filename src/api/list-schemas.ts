import { z } from 'zod'
import {
  accountOrderSchema,
  currencyUnitSchema,
  deliveryTimeSchema,
  moneySchema,
  paginationLinksSchema,
  paginationMetaSchema,
} from './schemas'

/** A page of a Laravel list: `{ data, meta, links }`. */
export function pageSchema<S extends z.ZodType>(record: S) {
  return z.object({ data: z.array(record), meta: paginationMetaSchema, links: paginationLinksSchema })
}

/*
 * An account order as a list shows it. Lists may send `credentials`; this reader leaves them out (zod drops
 * what it is not told about), so they are never rendered, cached or exported from a list.
 */
export const accountOrderListItemSchema = accountOrderSchema.omit({ credentials: true })
export type AccountOrderListItem = z.output<typeof accountOrderListItemSchema>

/** One of the seller's own currency offers. */
export const currencyOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  game: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullish().transform((value) => value ?? null),
  currency_unit: currencyUnitSchema,
  status: z.string().nullish().transform((value) => value ?? null),
  stock: z.number(),
  min_quantity: z.number(),
  price_eur: moneySchema,
  price_usd: moneySchema,
  delivery_time: deliveryTimeSchema.nullish().transform((value) => value ?? null),
  created_at: z.number(),
  updated_at: z.number(),
})
export type CurrencyOffer = z.output<typeof currencyOfferSchema>
export const currencyOfferResponseSchema = z.object({ data: currencyOfferSchema })
