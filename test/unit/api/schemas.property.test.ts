import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/lib/api-error'
import {
  accountOrderResponseSchema,
  acceptDisputeResponseSchema,
  giftCardOrderListResponseSchema,
  giftCardOrderResponseSchema,
  moneySchema,
  otherOffersResponseSchema,
  updateCredentialsResponseSchema,
} from '../../../src/api/schemas'
import { server } from '../../../src/mocks/node'
import {
  liveAccountOrder,
  liveDisputeCase,
  liveGiftCardOrder,
  liveOtherOffer,
  specAccountOrder,
  specMeta,
  specLinks,
} from './fixtures'
import { makeClient } from './helpers'

const DECIMAL = /^-?\d+(\.\d+)?$/
const RUNS = { numRuns: 200 }

const responseSchemas = [
  accountOrderResponseSchema,
  acceptDisputeResponseSchema,
  giftCardOrderListResponseSchema,
  giftCardOrderResponseSchema,
  otherOffersResponseSchema,
  updateCredentialsResponseSchema,
]

/** Any JSON value, and the ones an API could send by mistake. */
const anyJson = fc.jsonValue({ maxDepth: 4 })

/** Replaces a random member of an object (deeply) with a random JSON value, or adds an unknown one. */
function mutate(record: Record<string, unknown>) {
  return fc
    .tuple(fc.constantFrom(...Object.keys(record), 'an_unknown_field'), anyJson, fc.boolean())
    .map(([key, value, drop]) => {
      const copy: Record<string, unknown> = structuredClone(record)
      if (drop && key in copy) delete copy[key]
      else copy[key] = value
      return copy
    })
}

describe('response parsing, for any input', () => {
  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(anyJson, (body) => {
        for (const schema of responseSchemas) expect(() => schema.safeParse(body)).not.toThrow()
      }),
      RUNS,
    )
  })

  it('reads money as a decimal string from any decimal, number or { amount } form, or refuses it', () => {
    const money = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer(),
      fc.string(),
      fc.stringMatching(/^-?\d{1,12}(\.\d{1,10})?$/),
      fc.record({ amount: fc.oneof(fc.double(), fc.stringMatching(/^\d{1,6}\.\d{2}$/)) }),
      anyJson,
    )
    fc.assert(
      fc.property(money, (value) => {
        const result = moneySchema.safeParse(value)
        if (result.success) expect(result.data).toMatch(DECIMAL)
      }),
      RUNS,
    )
  })

  it('keeps every parsed account order well formed when fields are changed, dropped or added', () => {
    fc.assert(
      fc.property(fc.oneof(mutate(specAccountOrder()), mutate(liveAccountOrder())), (order) => {
        const result = accountOrderResponseSchema.safeParse({ data: order })
        if (!result.success) return
        const parsed = result.data.data
        expect(parsed.price).toMatch(DECIMAL)
        expect(parsed.price_usd).toMatch(DECIMAL)
        expect(Array.isArray(parsed.image_urls)).toBe(true)
        expect(typeof parsed.parameters).toBe('object')
        for (const t of [parsed.completed_at, parsed.refunded_at, parsed.purchased_at]) {
          expect(t === null || typeof t === 'number').toBe(true)
        }
        expect(parsed).not.toHaveProperty('an_unknown_field')
      }),
      RUNS,
    )
  })

  it('keeps gift card orders, dispute cases and offers well formed when fields are changed', () => {
    fc.assert(
      fc.property(mutate(liveGiftCardOrder()), mutate(liveDisputeCase()), mutate(liveOtherOffer()), (order, dispute, offer) => {
        const list = giftCardOrderListResponseSchema.safeParse({ data: [order], meta: specMeta(), links: specLinks() })
        if (list.success) {
          const parsed = list.data.data[0]!
          expect(parsed.price_eur).toMatch(DECIMAL)
          expect(Array.isArray(parsed.keys)).toBe(true)
        }
        const accepted = acceptDisputeResponseSchema.safeParse({ data: dispute, message: null })
        if (accepted.success) {
          expect(Array.isArray(accepted.data.data.events)).toBe(true)
          expect(typeof accepted.data.data.is_active_deadline_expired).toBe('boolean')
        }
        const offers = otherOffersResponseSchema.safeParse({ data: [offer] })
        if (offers.success) {
          expect(offers.data.data[0]!.currency_unit.multiplier).toBeGreaterThan(0)
          expect(offers.data.data[0]!.price_eur).toMatch(DECIMAL)
        }
      }),
      RUNS,
    )
  })
})

describe('the client, for any response', () => {
  it('resolves with parsed data or rejects with an ApiError, never anything else', async () => {
    const client = makeClient()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyJson.map((body) => JSON.stringify(body)), fc.string()),
        fc.constantFrom(200, 201, 204, 400, 401, 404, 422, 429, 500, 503),
        async (text, status) => {
          server.use(
            http.get('*/v2/gift-card-orders/:id', () =>
              status === 204 ? new HttpResponse(null, { status }) : new HttpResponse(text, { status }),
            ),
          )
          try {
            const order = await client.getGiftCardOrder(1)
            expect(order.price_eur).toMatch(DECIMAL)
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError)
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})
