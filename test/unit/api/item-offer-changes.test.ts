import { describe, expect, it } from 'vitest'
import {
  itemOfferBody,
  itemOfferErrors,
  itemPriceError,
  itemPriceValue,
  itemTitleError,
} from '../../../src/api/offer-changes'
import { changedFields, initialValues } from '../../../src/features/item-offers/offer/item-offer-form-values'
import { readItemOffer } from '../../../src/api/item-offers'
import { seedItemOffers } from '../../../src/mocks/seed-item-offers'
import { offerTemplate } from '../../../src/mocks/seed-offer-templates'
import { readOfferTemplate } from '../../../src/api/offer-templates'
import { templateFields } from '../../../src/lib/offer-template'

describe('an item offer’s price', () => {
  it.each(['0.01', '2.5', '2.50', '24.99', '1000000', ' 7 '])('takes %j', (text) => {
    expect(itemPriceError(text)).toBeNull()
  })

  it.each([
    ['', 'Enter the price.'],
    ['2.555', 'The price can have at most 2 decimals; this one has 3.'],
    ['0', 'The price must be at least €0.01.'],
    ['0.00', 'The price must be at least €0.01.'],
    ['-1', 'Enter the price in euros as a number with a point, like 10.35.'],
    ['2,50', 'Enter the price in euros as a number with a point, like 10.35.'],
    ['1e3', 'Enter the price in euros as a number with a point, like 10.35.'],
    ['12345678901234567.5', 'The price has more digits than the marketplace takes.'],
  ])('refuses %j: %s', (text, message) => {
    expect(itemPriceError(text)).toBe(message)
  })

  it('is sent as the very decimal typed, never a binary tail', () => {
    expect(itemPriceValue('2.50')).toBe(2.5)
    expect(itemPriceValue('0.10')).toBe(0.1)
    expect(JSON.stringify({ price: itemPriceValue('19.99') })).toBe('{"price":19.99}')
    expect(itemPriceValue('2.555')).toBeNull()
  })
})

describe('an item offer’s text and quantities', () => {
  it('counts the title and the description in code points, as the server does', () => {
    expect(itemTitleError('🎮'.repeat(255))).toBeNull()
    expect(itemTitleError('🎮'.repeat(256))).toBe('The title can be at most 255 characters; this one has 256.')
    expect(itemTitleError('  ')).toBe('Enter the title.')
    expect(itemOfferErrors({ description: 'x'.repeat(2049) })).toEqual({
      description: 'The description can be at most 2,048 characters; this one has 2,049.',
    })
    expect(itemOfferErrors({ description: '' })).toEqual({})
  })

  it('takes a stock from 0 to 1,000,000,000 and a minimum from 1', () => {
    expect(itemOfferErrors({ stock: '0', min_quantity: '1' })).toEqual({})
    expect(itemOfferErrors({ stock: '1000000000' })).toEqual({})
    expect(itemOfferErrors({ stock: '1000000001', min_quantity: '0' })).toEqual({
      stock: 'The stock must be between 0 and 1,000,000,000; this is 1000000001.',
      min_quantity: 'The minimum must be between 1 and 1,000,000,000; this is 0.',
    })
    expect(itemOfferErrors({ stock: '2.5' })).toEqual({ stock: 'The stock must be a whole number.' })
  })

  it('builds the body of only the fields given, numbers as numbers', () => {
    expect(itemOfferBody({ price: '2.5', stock: ' 40 ' })).toEqual({ price: 2.5, stock: 40 })
    expect(itemOfferBody({ title: 'A', item_data: { rarity: 'rare' } })).toEqual({ title: 'A', item_data: { rarity: 'rare' } })
  })
})

describe('what an edit sends', () => {
  const offer = readItemOffer({ data: seedItemOffers(1_800_000_000)[0] }, 200)

  it('nothing when nothing changed, the same price written otherwise included', () => {
    expect(changedFields(offer, initialValues(offer))).toEqual({})
    expect(changedFields(offer, { ...initialValues(offer), price: '24.990' })).toEqual({})
  })

  it('only the fields that differ; item_data whole when one of its fields changed', () => {
    const fields = templateFields(readOfferTemplate('item')({ template: offerTemplate('item', 'world-of-warcraft') }, 200).entries)
    const values = initialValues(offer, fields)
    expect(values.item_data).toEqual({ item_type: 'Mount', server: 'Draenor', faction: 'Alliance' })
    expect(changedFields(offer, values, fields)).toEqual({})
    const typed = { ...values, price: '2.5', item_data: { ...values.item_data, faction: '' } }
    expect(changedFields(offer, typed, fields)).toEqual({ price: '2.5', item_data: { item_type: 'Mount', server: 'Draenor' } })
  })
})
