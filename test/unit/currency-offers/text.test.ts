import { describe, expect, it } from 'vitest'
import { summariseDeliveryMethod } from '../../../src/features/currency-offers/delivery-method'
import { formatUnitPrice, offerPriceText } from '../../../src/features/currency-offers/format-price'
import { updatedAgo } from '../../../src/features/currency-offers/freshness'
import { otherOffersSearchSchema } from '../../../src/features/currency-offers/search'
import { baseUnitName, quotedUnits, unitChoices, unitLabel, withOwnUnit } from '../../../src/features/currency-offers/units'
import { offer, prepared } from './fixtures'

describe('delivery method in words', () => {
  it('puts the method first and names the other members', () => {
    expect(summariseDeliveryMethod({ method: 'face_to_face', location: 'Orgrimmar' })).toBe(
      'Face to face · Location: Orgrimmar',
    )
    expect(summariseDeliveryMethod({ method: 'mail' })).toBe('Mail')
    expect(
      summariseDeliveryMethod({ method: 'auction_house', listing: { item: 'Linen Cloth', quantity: 1 }, notes: null }),
    ).toBe('Auction house · Listing: item Linen Cloth, quantity 1')
    expect(summariseDeliveryMethod({ method: 'trade', requires: ['character_name', 'server'] })).toBe(
      'Trade · Requires: character name, server',
    )
    expect(summariseDeliveryMethod({ instant: true })).toBe('Instant: Yes')
  })

  it('says when nothing is given, and shortens long text', () => {
    expect(summariseDeliveryMethod({})).toBe('Not specified')
    expect(summariseDeliveryMethod({ note: 'x'.repeat(200) })).toHaveLength('Note: '.length + 80)
  })
})

describe('freshness', () => {
  const at = Date.UTC(2025, 0, 1, 12)
  it('says how long ago the offers were loaded', () => {
    expect(updatedAgo(at, at + 10_000)).toBe('Updated just now')
    expect(updatedAgo(at, at + 60_000)).toBe('Updated 1 min ago')
    expect(updatedAgo(at, at + 150_000)).toBe('Updated 2 min ago')
    expect(updatedAgo(at, at + 3 * 3_600_000)).toBe('Updated 3 h ago')
    expect(updatedAgo(at, at + 49 * 3_600_000)).toBe('Updated 2 days ago')
    expect(updatedAgo(at, at - 5_000)).toBe('Updated just now')
  })
})

describe('search schema', () => {
  it('defaults to the cheapest first, no filters, and no unit chosen (the offer’s own)', () => {
    expect(otherOffersSearchSchema.parse({})).toEqual({ sort: 'price', in_stock: false })
  })

  it('reads valid values and falls back quietly on bad ones', () => {
    expect(
      otherOffersSearchSchema.parse({ sort: '-delivery', in_stock: true, max_delivery: '6h', my_price: '0.3', my_unit: 1000 }),
    ).toEqual({ sort: '-delivery', in_stock: true, max_delivery: '6h', my_price: '0.3', my_unit: 1000 })
    expect(
      otherOffersSearchSchema.parse({ sort: 'seller', in_stock: 'yes', max_delivery: '2h', my_price: 'x'.repeat(41), my_unit: 0 }),
    ).toEqual({ sort: 'price', in_stock: false })
  })
})

describe('units', () => {
  const offers = [offer(1, '0.1', 1000), offer(2, '0.1', 1), offer(3, '0.1', 1000)]
  it('names the base unit and lists the quoted units once, smallest first', () => {
    expect(baseUnitName(offers)).toBe('Gold')
    expect(quotedUnits(offers)).toEqual([
      { multiplier: 1, name: 'Gold' },
      { multiplier: 1000, name: '1K Gold' },
    ])
    expect(unitLabel(1, quotedUnits(offers), 'Gold')).toBe('1 Gold')
    expect(unitLabel(1000, quotedUnits(offers), 'Gold')).toBe('1K Gold')
    expect(unitLabel(5000, quotedUnits(offers), 'Gold')).toBe('5,000 Gold')
  })

  it('adds the seller’s own unit, named as their offer names it, and offers each unit once as a choice', () => {
    const units = withOwnUnit(quotedUnits(offers), { multiplier: 1_000_000, name: '1M Gold' })
    expect(units.map((unit) => unit.name)).toEqual(['Gold', '1K Gold', '1M Gold'])
    expect(withOwnUnit(quotedUnits(offers), { multiplier: 1000, name: 'ignored' })).toEqual(quotedUnits(offers))
    expect(unitChoices(quotedUnits(offers), 5000, 1000)).toEqual([1, 1000, 5000])
  })

  it('falls back to "base unit" when the offers name different currencies', () => {
    const mixed = [offer(1, '0.1'), { ...offer(2, '0.1'), currency_unit: { ...offer(2, '0.1').currency_unit, currency_name: 'Silver' } }]
    expect(baseUnitName(mixed)).toBe('base unit')
  })
})

describe('a row\'s per-unit prices as text', () => {
  it('formats them like formatUnitPrice, once per prepared row', () => {
    const [row] = prepared(offer(1, '0.00018', 1000, { price_usd: '0.0002' }))
    const text = offerPriceText(row!)
    expect(text).toEqual({ eur: formatUnitPrice(row!.normalised), usd: formatUnitPrice(row!.normalisedUsd, 'USD') })
    expect(text.eur).toMatch(/0\.00000018/)
    expect(offerPriceText(row!)).toBe(text)
  })
})
