import { describe, expect, it } from 'vitest'
import { GIFT_CARD_KEY_MAX, newOfferBody } from '../../../src/api/gift-card-offer-body'
import { pairAddedKeys } from '../../../src/features/gift-card-offers/detail/added-key-pairs'
import { faceValueError, faceValueUnitError, giftCardPriceError, keysError } from '../../../src/features/gift-card-offers/field-rules'
import { checkSecretBatch } from '../../../src/lib/secret-batch'
import { readAddedKeys } from '../../../src/api/gift-card-offers'
import { readRecord } from '../../../src/api/read/record'
import { giftCardOfferShape } from '../../../src/api/records/gift-card-offer'
import { newOfferErrors, serverFieldErrors, EMPTY_VALUES } from '../../../src/features/gift-card-offers/new/new-offer-values'

describe('a gift card offer’s price', () => {
  it.each([
    ['18.40', null],
    ['0.01', null],
    [' 7 ', null],
    ['', 'Enter the price.'],
    ['18,40', 'Enter the price in euros as a number with a point, like 18.40.'],
    ['-1', 'Enter the price in euros as a number with a point, like 18.40.'],
    ['18.555', 'The price can have at most 2 decimals; this one has 3.'],
    ['0', 'The price must be at least 0.01 EUR.'],
    ['0.00', 'The price must be at least 0.01 EUR.'],
  ])('%j → %j', (text, message) => expect(giftCardPriceError(text)).toBe(message))
})

describe('the card of a new offer', () => {
  it('checks the face value and its currency', () => {
    expect(faceValueError('20')).toBeNull()
    expect(faceValueError('0')).toMatch(/positive number/)
    expect(faceValueError('')).toBe('Enter the face value.')
    expect(faceValueUnitError('usd')).toBeNull()
    expect(faceValueUnitError('US')).toMatch(/three letters/)
  })

  it('sends the card by id, or by brand, region and face value; keys only when there are some', () => {
    expect(newOfferBody({ card: { giftCardId: 100 }, price: ' 18.40 ', keys: [] })).toEqual({ gift_card_id: 100, price: 18.4 })
    expect(newOfferBody({ card: { brandId: 15, regionId: 7, faceValueAmount: '15', faceValueUnit: 'usd' }, price: '13.5', keys: ['A', 'B'] })).toEqual({
      brand_id: 15,
      region_id: 7,
      face_value_amount: 15,
      face_value_unit: 'USD',
      price: 13.5,
      keys: ['A', 'B'],
    })
  })

  it('names what is missing in each mode', () => {
    expect(newOfferErrors(EMPTY_VALUES)).toEqual({ brandId: 'Choose a brand.', regionId: 'Choose a region.', price: 'Enter the price.' })
    expect(newOfferErrors({ ...EMPTY_VALUES, brandId: '11', regionId: '1', price: '1' })).toEqual({ giftCardId: 'Choose a face value.' })
    expect(Object.keys(newOfferErrors({ ...EMPTY_VALUES, mode: 'manual', brandId: '11', regionId: '1', price: '1' }))).toEqual(['faceValue', 'unit'])
  })

  it('puts the server’s field errors under the form’s fields, every key’s under the keys', () => {
    const errors = { price: ['Too low.'], 'keys.2': ['The keys.2 field has a duplicate value.'], keys: ['At least one.'], gift_card_id: ['Taken.'], other: ['x'] }
    expect(serverFieldErrors(errors, 'catalog')).toEqual({ price: 'Too low.', keys: 'The keys.2 field has a duplicate value. At least one.', giftCardId: 'Taken.' })
    expect(serverFieldErrors({ gift_card_id: ['Taken.'] }, 'manual')).toEqual({ brandId: 'Taken.' })
  })
})

describe('reading gift card offers', () => {
  it('reads the nested card field by field: a field that does not fit is marked, the rest kept', () => {
    const offer = readRecord(giftCardOfferShape, {
      id: 800,
      gift_card_id: 100,
      price_eur: '18.40',
      price_usd: null,
      stock: 'many',
      created_at: 1,
      updated_at: 2,
      gift_card: { id: 100, title: 'Steam Wallet 20 EUR (EU)', brand: { id: 11, name: 'Steam Wallet' }, region: 'EU', face_value_amount: 20, face_value_unit: 'EUR' },
    })!
    expect(offer.stock).toBeNull()
    expect(offer.unreadable).toEqual({ stock: 'many' })
    expect(offer.gift_card?.title).toBe('Steam Wallet 20 EUR (EU)')
    expect(offer.gift_card?.face_value_amount).toBe('20.00')
    expect(offer.gift_card?.region).toBeNull()
    expect(offer.gift_card?.unreadable).toEqual({ region: 'EU' })
  })

  it('reads the delivery ids of the keys added, in the order of the answer', () => {
    expect(readAddedKeys({ message: '2 keys added.', data: [{ id: 61 }, { id: 62, created_at: 5 }] }, 200)).toEqual({ deliveryIds: [61, 62], message: '2 keys added.' })
    expect(() => readAddedKeys({ message: 'x' }, 200)).toThrow('data is not a list')
  })
})

describe('keys', () => {
  it('pairs the answer’s delivery ids with the keys sent, in order, only when as many came back', () => {
    expect(pairAddedKeys(['A', 'B'], [61, 62])).toEqual([{ deliveryId: 61, key: 'A' }, { deliveryId: 62, key: 'B' }])
    expect(pairAddedKeys(['A', 'B'], [61])).toEqual([{ deliveryId: 61, key: null }])
  })

  it('leaves out empty lines and repeats, but a key over the length stops the batch', () => {
    expect(keysError(checkSecretBatch('A\n\nA', { mode: 'lines', maxLength: GIFT_CARD_KEY_MAX }), true)).toBeNull()
    expect(keysError(checkSecretBatch('', { mode: 'lines' }), true)).toBe('Enter at least one key, or add them from a file.')
    expect(keysError(checkSecretBatch('', { mode: 'lines' }), false)).toBeNull()
    expect(keysError(checkSecretBatch(`${'x'.repeat(256)}\nB`, { mode: 'lines', maxLength: GIFT_CARD_KEY_MAX }), true)).toBe(
      'A key is over 255 characters: shorten or remove it first.',
    )
  })
})
