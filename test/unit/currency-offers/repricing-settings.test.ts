import { afterEach, describe, expect, it } from 'vitest'
import {
  convertSettings,
  defaultSettings,
  loadSettings,
  saveSettings,
  toRule,
} from '../../../src/features/currency-offers/repricing/settings'
import { Decimal } from '../../../src/features/currency-offers/decimal'
import { suggestPrice } from '../../../src/features/currency-offers/repricing/rule'
import { setCurrentShop } from '../../../src/lib/shop-store'
import { offer, prepared } from './fixtures'

afterEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

const STORED = 'seller-dashboard.repricing:3001'

describe('repricing settings in this browser', () => {
  it('keeps each shop’s settings per offer apart', () => {
    saveSettings(3001, { ...defaultSettings(1000), floor: '0.06' })
    setCurrentShop('second')
    expect(loadSettings(3001, 1000)).toEqual(defaultSettings(1000))
    saveSettings(3001, { ...defaultSettings(1000), floor: '0.5' })
    setCurrentShop('')
    expect(loadSettings(3001, 1000).floor).toBe('0.06')
  })

  it('starts in the offer’s own unit, and keeps the unit the amounts were typed in', () => {
    expect(loadSettings(3001, 1000)).toMatchObject({ unit: 1000, floor: '', ceiling: '', step: '' })
    saveSettings(3001, { ...defaultSettings(1000), unit: 1, floor: '0.0105' })
    expect(loadSettings(3001, 1000)).toMatchObject({ unit: 1, floor: '0.0105' })
  })

  it('converts settings kept per 1 unit (before the version) to the offer’s unit once, and keeps what does not read', () => {
    localStorage.setItem(STORED, JSON.stringify({ floor: '0.01', ceiling: '0,02', step: '0.00005', ignoredSellers: ['charlie'] }))
    const loaded = loadSettings(3001, 1000)
    expect(loaded).toMatchObject({ version: 2, unit: 1000, floor: '10', ceiling: '0,02', step: '0.05', ignoredSellers: ['charlie'] })
    saveSettings(3001, loaded)
    // Read again, they are version 2 and per 1000: not multiplied a second time.
    expect(loadSettings(3001, 1000)).toMatchObject({ unit: 1000, floor: '10', step: '0.05' })
    expect(JSON.parse(localStorage.getItem(STORED) ?? '{}')).toMatchObject({ version: 2, unit: 1000 })
  })

  it('moves the first shop’s settings from where they were kept before shops, once, per 1 unit as they were', () => {
    localStorage.setItem('repricing:3001', JSON.stringify({ floor: '0.07', ignoredSellers: ['charlie'] }))
    setCurrentShop('second')
    expect(loadSettings(3001, 1)).toEqual(defaultSettings(1))
    setCurrentShop('')
    expect(loadSettings(3001, 1)).toMatchObject({ floor: '0.07', ignoredSellers: ['charlie'] })
    expect(localStorage.getItem('repricing:3001')).toBeNull()
    expect(localStorage.getItem(STORED)).toContain('0.07')
  })

  it('reads damaged settings as the defaults in the offer’s unit', () => {
    localStorage.setItem(STORED, '{')
    expect(loadSettings(3001, 1000)).toEqual(defaultSettings(1000))
    localStorage.setItem(STORED, JSON.stringify({ version: 2, unit: -5, floor: '1' }))
    expect(loadSettings(3001, 1000)).toEqual(defaultSettings(1000))
  })

  it('converts the typed amounts exactly when the seller picks another unit, and the rule counts in that unit', () => {
    const perThousand = { ...defaultSettings(1000), floor: '10.00', step: '0.05', ceiling: 'abc' }
    const perOne = convertSettings(perThousand, 1)
    expect(perOne).toMatchObject({ unit: 1, floor: '0.01', step: '0.00005', ceiling: 'abc' })
    expect(convertSettings(perOne, 1_000_000)).toMatchObject({ floor: '10000', step: '50' })
    const { rule } = toRule(perThousand)
    expect(rule.myUnit).toBe(1000)
    expect(rule.floor?.toFixed(2)).toBe('10.00')
  })

  it('gives a suggestion at the converted floor: 0.01 per 1 unit saved before the version is 10.00 per 1000, never 10 per 1', () => {
    localStorage.setItem(STORED, JSON.stringify({ floor: '0.01', step: '0.00005' }))
    const settings = loadSettings(3001, 1000)
    // 0.0099 per Gold (9.90 per 1000) is under the floor: raised to 10.00 per 1000 Gold.
    const rows = prepared(offer(1, '10.40', 1000), offer(2, new Decimal('0.0099').times(1_000_000).toFixed(), 1_000_000))
    expect(suggestPrice(rows, toRule(settings).rule, null).price?.toFixed(2)).toBe('10.00')
  })
})
