import { describe, expect, it } from 'vitest'
import { dec } from '../../../src/features/currency-offers/decimal'
import { priceWarText, reasonText } from '../../../src/features/currency-offers/repricing/reason-text'
import { suggestPrice, type RepricingRule } from '../../../src/features/currency-offers/repricing/rule'
import { defaultSettings, toRule } from '../../../src/features/currency-offers/repricing/settings'
import { deliveryTime, offer, prepared } from './fixtures'

function rule(overrides: Partial<RepricingRule> = {}): RepricingRule {
  return { myUnit: 1, floor: null, ceiling: null, step: null, ignoredSellers: [], inStockOnly: false, maxDelivery: undefined, ...overrides }
}

const price = (s: ReturnType<typeof suggestPrice>) => s.price?.toFixed() ?? null

describe('the repricing rule', () => {
  it('undercuts the cheapest counted offer by one price step, on the seller’s unit', () => {
    const rows = prepared(offer(1, '0.000130'), offer(2, '0.1250', 1000), offer(3, '0.14', 1_000_000))
    // The cheapest is 0.14 per 1M Gold (0.00000014 per Gold); one step is 0.01 per 1M Gold.
    expect(price(suggestPrice(rows, rule(), null))).toBe('0.00000013')
    expect(price(suggestPrice(rows, rule({ myUnit: 1000 }), null))).toBe('0.00013')
    const perMillion = suggestPrice(rows, rule({ myUnit: 1_000_000 }), null)
    expect(price(perMillion)).toBe('0.13')
    expect(perMillion.reason).toEqual({ kind: 'undercut' })
    expect(reasonText(perMillion, '1M Gold')).toBe(
      'The cheapest counted offer: Seller3 asks €0.14 per 1M Gold; one step (€0.01) lower is €0.13.',
    )
  })

  it('takes the seller’s own step, per their unit', () => {
    const rows = prepared(offer(1, '0.1250', 1000))
    expect(price(suggestPrice(rows, rule({ myUnit: 1000, step: dec('0.005') }), null))).toBe('0.12')
    expect(price(suggestPrice(rows, rule({ myUnit: 1, step: dec('0.000001') }), null))).toBe('0.000124')
  })

  it('raises a suggestion under the floor to the floor and counts the competitors under it', () => {
    const rows = prepared(offer(1, '0.10'), offer(2, '0.11'), offer(3, '0.20'))
    const result = suggestPrice(rows, rule({ floor: dec('0.15') }), null)
    expect(price(result)).toBe('0.15')
    expect(result.reason).toEqual({ kind: 'floor', underFloor: 2 })
    expect(reasonText(result, 'Gold')).toMatch(/^2 competitors are under your floor: raised to your floor\./)
    const justAbove = suggestPrice(prepared(offer(1, '0.15')), rule({ floor: dec('0.15') }), null)
    expect(price(justAbove)).toBe('0.15')
    expect(reasonText(justAbove, 'Gold')).toMatch(/^One step under the cheapest counted offer would be under your floor/)
  })

  it('lowers a suggestion above the ceiling to the ceiling', () => {
    const result = suggestPrice(prepared(offer(1, '0.50')), rule({ ceiling: dec('0.3') }), null)
    expect(price(result)).toBe('0.3')
    expect(result.reason.kind).toBe('ceiling')
  })

  it('leaves out ignored sellers (any case), offers out of stock and slow offers when asked', () => {
    const rows = prepared(
      offer(1, '0.10'),
      offer(2, '0.11', 1, { stock: 0 }),
      offer(3, '0.12', 1, { delivery_time: deliveryTime(2, 'days') }),
      offer(4, '0.13'),
    )
    expect(price(suggestPrice(rows, rule({ ignoredSellers: ['seller1'] }), null))).toBe('0.1')
    const strict = rule({ ignoredSellers: ['Seller1'], inStockOnly: true, maxDelivery: '24h' })
    const result = suggestPrice(rows, strict, null)
    expect(price(result)).toBe('0.12')
    expect(result.counted).toBe(1)
  })

  it('with no competitor counted, suggests the ceiling, else the current price, and says so', () => {
    const rows = prepared(offer(1, '0.10'))
    const all = rule({ ignoredSellers: ['Seller1'] })
    const withCeiling = suggestPrice(rows, { ...all, ceiling: dec('0.4') }, dec('0.2'))
    expect(price(withCeiling)).toBe('0.4')
    expect(reasonText(withCeiling, 'Gold')).toBe('No competitor counts: your ceiling.')
    const withCurrent = suggestPrice(rows, all, dec('0.2'))
    expect(price(withCurrent)).toBe('0.2')
    expect(reasonText(withCurrent, 'Gold')).toBe('No competitor counts: your current price, kept as it is.')
    expect(price(suggestPrice([], all, null))).toBeNull()
    expect(price(suggestPrice([], { ...all, floor: dec('0.3') }, dec('0.2')))).toBe('0.3')
  })

  it('when already cheapest by more than a step, suggests the higher price that still wins', () => {
    const rows = prepared(offer(1, '0.50'), offer(2, '0.60'))
    const result = suggestPrice(rows, rule(), dec('0.30'))
    expect(price(result)).toBe('0.49')
    expect(result.reason).toEqual({ kind: 'leaving', leaving: dec('0.19') })
    expect(reasonText(result, 'Gold')).toMatch(/you are leaving €0\.19 per Gold\./)
    expect(suggestPrice(rows, rule(), dec('0.49')).reason.kind).toBe('undercut')
  })

  it('warns of a price war when the cheapest three or more sit within one step', () => {
    const war = suggestPrice(prepared(offer(1, '0.50'), offer(2, '0.51'), offer(3, '0.51'), offer(4, '0.60')), rule(), null)
    expect(war.priceWar).toBe(3)
    expect(priceWarText(war)).toMatch(/^Price war: the cheapest 3 counted offers are within one step \(€0\.01\)/)
    const calm = suggestPrice(prepared(offer(1, '0.50'), offer(2, '0.51'), offer(3, '0.52')), rule(), null)
    expect(calm.priceWar).toBeNull()
    expect(priceWarText(calm)).toBeNull()
  })

  it('suggests nothing lower than the smallest price, unless a floor says what to ask', () => {
    const rows = prepared(offer(1, '0.01'))
    expect(suggestPrice(rows, rule(), null).reason.kind).toBe('no-room')
    expect(price(suggestPrice(rows, rule(), null))).toBeNull()
    expect(price(suggestPrice(rows, rule({ floor: dec('0.02') }), null))).toBe('0.02')
  })
})

describe('the typed settings', () => {
  const typed = defaultSettings(1)

  it('reads empty values as unset and explains values that do not read', () => {
    expect(toRule({ ...typed, unit: 1000 }).rule).toMatchObject({ myUnit: 1000, floor: null, ceiling: null, step: null })
    expect(toRule({ ...typed, floor: '0,5', step: '-1' }).errors).toEqual({
      floor: 'Use a dot for decimals: 0.5.',
      step: 'A price cannot be negative.',
    })
  })

  it('drops a ceiling under the floor, saying why', () => {
    const { rule: read, errors } = toRule({ ...typed, floor: '0.5', ceiling: '0.4' })
    expect(read.ceiling).toBeNull()
    expect(read.floor?.toFixed()).toBe('0.5')
    expect(errors.ceiling).toBe('The ceiling must be at least the floor.')
  })
})
