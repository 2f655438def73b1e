import { z } from 'zod'
import { codePointLength } from '../lib/text'

// zod compiles fast parsers with `new Function` unless told not to, and probes first whether it may: under the
// app's Content-Security-Policy (no 'unsafe-eval') even that probe reports a violation. It must be set before
// any schema is made, so here, in the module every other schema depends on or shares a bundle chunk with.
z.config({ jitless: true })

/*
 * Tolerant reader: unknown fields are ignored (zod objects strip them), `null` is accepted wherever the
 * live API sends it, and fields that only some API versions send are optional.
 */

const id = z.number().int()
/** Unix seconds. */
const timestamp = z.number()
/** Unix seconds, or null while the event has not happened. */
const eventTimestamp = z.number().nullish().transform((value) => value ?? null)
const nullableString = z.string().nullish().transform((value) => value ?? null)

/** PHP sends an empty map as `[]`; read it as `{}`. */
const freeFormMap = z.preprocess(
  (value) => (value == null || Array.isArray(value) ? {} : value),
  z.record(z.string(), z.unknown()),
)

const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? [])

const DECIMAL = /^-?\d+(\.\d+)?$/

function numberToDecimal(value: number): string {
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/\.?0+$/, '')
}

/**
 * Money as a decimal string ("12.50"). The spec sends strings; clients of the live service have also
 * met `{ amount, format, currency }` objects. Both parse to the same decimal string, and no arithmetic is
 * ever done on it with binary floating point.
 */
export const moneySchema = z
  .union([
    z.string().trim(),
    z.number().refine(Number.isFinite),
    z.object({ amount: z.union([z.string().trim(), z.number().refine(Number.isFinite)]) }),
  ])
  .transform((value) => {
    const amount = typeof value === 'object' ? value.amount : value
    return typeof amount === 'number' ? numberToDecimal(amount) : amount
  })
  .pipe(z.string().regex(DECIMAL, 'expected a decimal amount'))
export type Money = z.output<typeof moneySchema>

export const userRefSchema = z.object({ id, username: z.string() })
export type UserRef = z.output<typeof userRefSchema>

export const deliveryTimeSchema = z.object({
  duration: z.number(),
  /** `minutes`, `hours` or `days` on the live API; absent in the spec. */
  unit: nullableString,
  format: z.string(),
  format_long: z.string(),
  seconds: z.number(),
})
export type DeliveryTime = z.output<typeof deliveryTimeSchema>

export const ratingSchema = z.object({
  id,
  labels: stringList,
  rating: z.number(),
  comment: nullableString,
  created_at: timestamp,
  updated_at: timestamp,
})
export type Rating = z.output<typeof ratingSchema>

export const ORDER_STATUSES = ['pending', 'in_delivery', 'delivered', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const accountOrderSchema = z.object({
  id,
  account_offer_id: id,
  game: z.object({ id, name: z.string(), slug: z.string() }),
  buyer: userRefSchema,
  rating: ratingSchema.nullish().transform((value) => value ?? null),
  title: z.string(),
  description: nullableString,
  parameters: freeFormMap,
  is_disputed: z.boolean(),
  dispute_case_id: id.nullish().transform((value) => value ?? null),
  delivery_time: deliveryTimeSchema.nullish().transform((value) => value ?? null),
  is_manual_delivery: z.boolean(),
  credentials: nullableString,
  delivery_instructions: nullableString,
  price: moneySchema,
  price_usd: moneySchema,
  image_urls: stringList,
  created_at: timestamp,
  updated_at: timestamp,
  purchased_at: eventTimestamp,
  completed_at: eventTimestamp,
  refunded_at: eventTimestamp,
  /** Not in the spec; the live API sends it. */
  status: nullableString,
})
export type AccountOrder = z.output<typeof accountOrderSchema>

export const disputeEventSchema = z.object({
  id,
  actor_id: id.nullish().transform((value) => value ?? null),
  actor_username: nullableString,
  payload: freeFormMap,
  evidence_urls: stringList,
  created_at: timestamp,
  /** Not in the spec; the live API sends it (`dispute_created`, ...). */
  type: nullableString,
})
export type DisputeEvent = z.output<typeof disputeEventSchema>

const optionalHours = z.number().nullish().transform((value) => value ?? null)

export const disputeCaseSchema = z.object({
  id,
  orderable_id: id,
  buyer_id: id,
  explanation: nullableString,
  preferred_resolution_note: nullableString,
  seller_response_due_at: eventTimestamp,
  buyer_response_due_at: eventTimestamp,
  active_due_at: eventTimestamp,
  is_active_deadline_expired: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  seller_response_hours: optionalHours,
  buyer_response_hours: optionalHours,
  /** An older version of the case has this instead of the two above. */
  dispute_timing_hours: optionalHours,
  locked_at: eventTimestamp,
  closed_at: eventTimestamp,
  created_at: timestamp,
  updated_at: timestamp,
  events: z
    .array(disputeEventSchema)
    .nullish()
    .transform((value) => value ?? []),
  status: nullableString,
  reason: nullableString,
  preferred_resolution: nullableString,
  outcome: nullableString,
  closure_reason: nullableString,
  orderable_type: nullableString,
})
export type DisputeCase = z.output<typeof disputeCaseSchema>

export const giftCardKeySchema = z.object({
  id,
  gift_card_order_id: id,
  key: z.string(),
  type: z
    .object({ name: z.string(), value: nullableString })
    .nullish()
    .transform((value) => value ?? null),
  created_at: timestamp,
  revealed_at: eventTimestamp,
})
export type GiftCardKey = z.output<typeof giftCardKeySchema>

export const giftCardOrderSchema = z.object({
  id,
  gift_card_id: id,
  gift_card_offer_id: id,
  region_id: id,
  brand_id: id,
  buyer: userRefSchema,
  title: z.string(),
  face_value_amount: moneySchema,
  face_value_unit: z.string(),
  quantity: z.number().int(),
  unit_price_eur: moneySchema,
  unit_price_usd: moneySchema,
  price_eur: moneySchema,
  price_usd: moneySchema,
  /** Lists may leave the keys out. */
  keys: z
    .array(giftCardKeySchema)
    .nullish()
    .transform((value) => value ?? []),
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: eventTimestamp,
  refunded_at: eventTimestamp,
  status: nullableString,
})
export type GiftCardOrder = z.output<typeof giftCardOrderSchema>

export const currencyUnitSchema = z.object({
  slug: z.string(),
  currency_name: z.string(),
  name: z.string(),
  symbol: z.string(),
  multiplier: z.number().int().positive(),
})
export type CurrencyUnit = z.output<typeof currencyUnitSchema>

export const otherOfferSchema = z.object({
  id,
  currency_unit: currencyUnitSchema,
  seller: userRefSchema,
  stock: z.number(),
  min_quantity: z.number(),
  delivery_time: deliveryTimeSchema,
  delivery_method_data: freeFormMap,
  base_currency: z.string(),
  price_eur: moneySchema,
  price_usd: moneySchema,
})
export type OtherOffer = z.output<typeof otherOfferSchema>

const pageNumber = z.number().int().nullish().transform((value) => value ?? null)

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: pageNumber,
  last_page: z.number().int(),
  per_page: z.number().int(),
  to: pageNumber,
  total: z.number().int(),
  path: nullableString,
})
export type PaginationMeta = z.output<typeof paginationMetaSchema>

export const paginationLinksSchema = z.object({
  first: nullableString,
  last: nullableString,
  prev: nullableString,
  next: nullableString,
})
export type PaginationLinks = z.output<typeof paginationLinksSchema>

/* Response envelopes */

export const accountOrderResponseSchema = z.object({ data: accountOrderSchema })
export const updateCredentialsResponseSchema = z.object({
  data: accountOrderSchema,
  message: nullableString,
  warning: nullableString,
})
export const acceptDisputeResponseSchema = z.object({ data: disputeCaseSchema, message: nullableString })
export const giftCardOrderResponseSchema = z.object({ data: giftCardOrderSchema })
export const giftCardOrderListResponseSchema = z.object({
  data: z.array(giftCardOrderSchema),
  meta: paginationMetaSchema,
  links: paginationLinksSchema,
})
export const otherOffersResponseSchema = z.object({ data: z.array(otherOfferSchema) })

export const errorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  errors: z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .optional()
    .catch(undefined),
  request_id: z.string().optional().catch(undefined),
})

/* Request bodies, shared by the forms and the client */

export const CREDENTIALS_MAX_LENGTH = 10000
export const DISPUTE_MESSAGE_MAX_LENGTH = 1200

function tooLong(label: string, max: number) {
  return (value: string, ctx: z.RefinementCtx) => {
    const length = codePointLength(value)
    if (length > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} can be at most ${max} characters; this is ${length}. Remove ${length - max} to save.`,
      })
    }
  }
}

export const updateCredentialsSchema = z.object({
  credentials: z
    .string({ error: 'Enter the credentials.' })
    .refine((value) => value.trim() !== '', 'Enter the credentials.')
    .superRefine(tooLong('Credentials', CREDENTIALS_MAX_LENGTH)),
})
export type UpdateCredentialsInput = z.input<typeof updateCredentialsSchema>

export const acceptDisputeSchema = z.object({
  message: z
    .string({ error: 'The message must be text.' })
    .nullish()
    .superRefine((value, ctx) => {
      // A blank message is no message (sent as null), however long its white space.
      if (value && value.trim() !== '') tooLong('The message', DISPUTE_MESSAGE_MAX_LENGTH)(value, ctx)
    })
    .transform((value) => (value == null || value.trim() === '' ? null : value)),
})
export type AcceptDisputeInput = z.input<typeof acceptDisputeSchema>
