import { describe, expect, it } from 'vitest'
import { newOfferBody, newOfferErrors, type NewOfferValues } from '../../../src/features/account-offers/new/new-offer-values'
import { templateFields } from '../../../src/lib/offer-template'

const fields = templateFields([
  { key: 'rank', rules: ['required', 'string'], values: ['Gold', 'Immortal'] },
  { key: 'level', rules: ['required', 'integer', 'min:1', 'max:500'], values: null },
  { key: 'agents.*', rules: ['string'], values: ['Jett', 'Sage'] },
])

const typed: NewOfferValues = {
  title: 'Immortal 1',
  description: 'Full access.',
  price: ' 24.90 ',
  delivery_duration: '',
  delivery_unit: 'hours',
  delivery_instructions: '',
  image_urls: '',
  is_manual: false,
  account_data: { rank: 'Immortal', level: '312', agents: ['Sage'] },
}

describe('the new offer’s body', () => {
  it('sends the template’s data by its keys, numbers as numbers, and leaves out what is empty', () => {
    expect(newOfferBody('valorant', typed, fields, ['a\nb'])).toEqual({
      game: 'valorant',
      title: 'Immortal 1',
      description: 'Full access.',
      price: '24.90',
      account_data: { rank: 'Immortal', level: 312, agents: ['Sage'] },
      credentials: ['a\nb'],
    })
    const manual = newOfferBody('valorant', { ...typed, is_manual: true, delivery_duration: '3', image_urls: 'https://x.test/a.png' }, fields, [])
    expect(manual).toMatchObject({ is_manual: true, delivery_time: { duration: 3, unit: 'hours' }, image_urls: ['https://x.test/a.png'] })
    expect(manual).not.toHaveProperty('credentials')
  })

  it('needs a credential unless delivery is manual, then a delivery time; the template’s rules by field', () => {
    expect(newOfferErrors(typed, fields, ['a'], null)).toEqual({})
    expect(newOfferErrors(typed, fields, [], null).credentials).toMatch(/Add at least one credential, or choose manual delivery/)
    expect(newOfferErrors({ ...typed, is_manual: true }, fields, [], null)).toEqual({
      delivery_duration: 'Enter the delivery time as a whole number of at least 1.',
    })
    expect(newOfferErrors({ ...typed, account_data: { rank: '', level: '501' } }, fields, ['a'], null)).toEqual({
      'account_data.rank': 'Rank: choose one of Gold, Immortal.',
      'account_data.level': 'Level: enter a whole number from 1 to 500.',
    })
    expect(newOfferErrors(typed, fields, ['a'], 'Shorten it first.')).toEqual({ credentials: 'Shorten it first.' })
  })
})
