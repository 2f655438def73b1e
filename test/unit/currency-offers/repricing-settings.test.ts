import { afterEach, describe, expect, it } from 'vitest'
import { loadSettings, saveSettings, defaultSettings } from '../../../src/features/currency-offers/repricing/settings'
import { setCurrentShop } from '../../../src/lib/shop-store'

afterEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

describe('repricing settings in this browser', () => {
  it('keeps each shop’s settings per offer apart', () => {
    saveSettings(3001, { ...defaultSettings, floor: '0.06' })
    setCurrentShop('second')
    expect(loadSettings(3001)).toEqual(defaultSettings)
    saveSettings(3001, { ...defaultSettings, floor: '0.5' })
    setCurrentShop('')
    expect(loadSettings(3001).floor).toBe('0.06')
  })

  it('moves the first shop’s settings from where they were kept before shops, once', () => {
    localStorage.setItem('repricing:3001', JSON.stringify({ floor: '0.07', ignoredSellers: ['charlie'] }))
    setCurrentShop('second')
    expect(loadSettings(3001)).toEqual(defaultSettings)
    setCurrentShop('')
    expect(loadSettings(3001)).toMatchObject({ floor: '0.07', ignoredSellers: ['charlie'] })
    expect(localStorage.getItem('repricing:3001')).toBeNull()
    expect(localStorage.getItem('seller-dashboard.repricing:3001')).toContain('0.07')
  })

  it('reads damaged settings as the defaults', () => {
    localStorage.setItem('seller-dashboard.repricing:3001', '{')
    expect(loadSettings(3001)).toEqual(defaultSettings)
  })
})
