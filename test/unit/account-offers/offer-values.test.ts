import { describe, expect, it } from 'vitest'
import type { AccountOffer } from '../../../src/api/records/account-offer'
import { accountPriceError, changedOfferFields, initialOfferValues, offerValueErrors } from '../../../src/features/account-offers/offer-values'

const offer = {
  id: 1,
  title: 'Level 80 Mage',
  description: 'Full access.',
  price: '189.00',
  delivery_time: { duration: 5, unit: 'minutes', format: '5 min', format_long: '5 minutes', seconds: 300 },
  delivery_instructions: null,
  image_urls: ['https://images.example.test/a.png'],
  unreadable: {},
} as unknown as AccountOffer

describe('an account offer’s fields as typed', () => {
  it('judges the price as the marketplace does: euros, two decimals, at least 0.99', () => {
    expect(accountPriceError('0.99')).toBeNull()
    expect(accountPriceError('12')).toBeNull()
    expect(accountPriceError('0.98')).toBe('The lowest price for an account is €0.99.')
    expect(accountPriceError('1.999')).toMatch(/at most 2 decimals/)
    expect(accountPriceError('1,50')).toMatch(/with a point/)
    expect(accountPriceError(' ')).toBe('Enter the price in euros.')
  })

  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const values = initialOfferValues(offer)
    expect(changedOfferFields(offer, values)).toEqual({ changes: {}, fields: [] })
    // The same price written otherwise is no change.
    expect(changedOfferFields(offer, { ...values, price: '189' }).fields).toEqual([])
    expect(changedOfferFields(offer, { ...values, price: '175.5', delivery_unit: 'hours' })).toEqual({
      changes: { price: '175.5', delivery_time: { duration: 5, unit: 'hours' } },
      fields: ['price', 'delivery_duration'],
    })
    expect(changedOfferFields(offer, { ...values, delivery_instructions: 'Ping me', image_urls: ' https://b.test/x.png \n\n' }).changes).toEqual({
      delivery_instructions: 'Ping me',
      image_urls: ['https://b.test/x.png'],
    })
  })

  it('names what is wrong with each field, only among those asked about', () => {
    const values = { ...initialOfferValues(offer), title: ' ', delivery_duration: '0', image_urls: 'javascript:alert(1)' }
    expect(offerValueErrors(values)).toEqual({
      title: 'Enter a title.',
      delivery_duration: 'Enter the delivery time as a whole number of at least 1.',
      image_urls: 'Not a web link (http or https): javascript:alert(1)',
    })
    expect(offerValueErrors(values, ['title'])).toEqual({ title: 'Enter a title.' })
    expect(offerValueErrors({ ...values, title: 'x'.repeat(256) }, ['title']).title).toMatch(/at most 255 characters; this is 256/)
  })
})
