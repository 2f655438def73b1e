import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { answerAll, failureOf, makeClient } from './helpers'

/*
 * The offer writes against the mock backend: what reaches the network (only the fields given, the price as
 * fixed-point text), and what is refused before anything is sent.
 */
describe('updateCurrencyOffer', () => {
  it('sends one PATCH with only the fields given, the price as fixed-point text, and reads the offer back', async () => {
    const seen: string[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      seen.push(`${init?.method} ${String(input)} ${String(init?.body)}`)
      return globalThis.fetch(input, init)
    }
    const tracked = makeClient({ getToken: () => 'demo', fetch })
    const result = await tracked.updateCurrencyOffer(3001, { price: '10.80' })
    expect(seen).toEqual(['PATCH http://localhost/v2/currency-offers/3001 {"price":"10.800000"}'])
    expect(result.offer.price_eur).toBe('10.80')
    expect(result.requestId).toMatch(/^req-/)
    await tracked.updateCurrencyOffer(3001, { price: '0.0000015', stock: '0', min_quantity: 1_000_000_000 }).catch(() => null)
    await tracked.updateCurrencyOffer(3001, { price: '1.5e-6' }).catch(() => null)
    await tracked.updateCurrencyOffer(3001, { stock: ' 40 ', min_quantity: 2 })
    expect(seen.slice(1)).toEqual(['PATCH http://localhost/v2/currency-offers/3001 {"stock":40,"min_quantity":2}'])
    expect(db.currencyOffers.get(3001)).toMatchObject({ price_eur: '10.80', stock: 40, min_quantity: 2 })
  })

  it('refuses a bad value, field by field, and sends nothing', async () => {
    const seen = answerAll()
    const client = makeClient()
    const cases = [
      [{ price: '10.1234567' }, 'price', 'The price can have at most 6 decimals; this one has 7.'],
      [{ price: '1e-7' }, 'price', 'Enter the price in euros as a number with a point, like 10.35.'],
      [{ price: '10,5' }, 'price', 'Enter the price in euros as a number with a point, like 10.35.'],
      [{ stock: -1 }, 'stock', 'The stock must be between 0 and 1,000,000,000; this is -1.'],
      [{ stock: 1_000_000_001 }, 'stock', 'The stock must be between 0 and 1,000,000,000; this is 1000000001.'],
      [{ min_quantity: 0 }, 'min_quantity', 'The minimum must be between 1 and 1,000,000,000; this is 0.'],
      [{ min_quantity: '2.5' }, 'min_quantity', 'The minimum must be a whole number.'],
    ] as const
    for (const [changes, field, message] of cases) {
      const error = await failureOf(client.updateCurrencyOffer(3001, changes))
      expect(error).toMatchObject({ kind: 'invalid_request', message, fieldErrors: { [field]: [message] } })
    }
    expect((await failureOf(client.updateCurrencyOffer(3001, {}))).message).toBe('Nothing to change.')
    expect(seen).toEqual([])
  })
})

describe('changeCurrencyOfferStatus', () => {
  it('sends one POST without a body and reads the offer, the message and the request id', async () => {
    const client = makeClient({ getToken: () => 'demo' })
    const result = await client.changeCurrencyOfferStatus(3001, 'draft')
    expect(result).toMatchObject({ offer: { id: 3001, status: 'draft' }, message: expect.stringMatching(/no longer listed/) })
    expect(result.requestId).toMatch(/^req-/)
    expect((await client.changeCurrencyOfferStatus(3001, 'list')).offer.status).toBe('listed')
  })
})
