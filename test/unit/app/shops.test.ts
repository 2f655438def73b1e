import { beforeEach, describe, expect, it } from 'vitest'
import { addShop, currentShop, currentShopId, listShops, removeShop, shopSlug, switchShop } from '../../../src/app/shops'
import { getToken, setToken } from '../../../src/app/token-store'

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe('shop ids', () => {
  it('are a slug of the name, unique in the tab', () => {
    expect(shopSlug('Pixel Gold Traders', [])).toBe('pixel-gold-traders')
    expect(shopSlug('  Çafé  Ünïcorn!! ', [])).toBe('cafe-unicorn')
    expect(shopSlug('Pixel', ['pixel', 'pixel-2'])).toBe('pixel-3')
    expect(shopSlug('商店', [])).toBe('shop')
    expect(shopSlug('x'.repeat(100), [])).toHaveLength(40)
  })

  it('are empty for the first shop without a name, so it keeps what the browser kept before shops', () => {
    expect(shopSlug('', [])).toBe('')
    expect(shopSlug(' ', [''])).toBe('shop')
  })
})

describe('the shops of this tab', () => {
  it('adds, switches and removes shops, each with its own token', () => {
    expect(listShops()).toEqual([])
    addShop('', 'demo')
    addShop('Second Shop', 'demo-second')
    expect(listShops()).toEqual([
      { id: '', name: '' },
      { id: 'second-shop', name: 'Second Shop' },
    ])
    expect(currentShopId()).toBe('second-shop')
    expect(getToken('second-shop')).toBe('demo-second')
    expect(getToken('')).toBe('demo')

    switchShop('')
    expect(currentShop()).toEqual({ id: '', name: '' })

    removeShop('', { forget: true })
    expect(listShops()).toEqual([{ id: 'second-shop', name: 'Second Shop' }])
    expect(getToken('')).toBeNull()
    expect(currentShopId()).toBe('second-shop')
  })

  it('gives a second shop of the same name an id of its own', () => {
    addShop('Pixel', 'demo-a')
    addShop('Pixel', 'demo-b')
    expect(listShops().map((shop) => shop.id)).toEqual(['pixel', 'pixel-2'])
    expect(getToken('pixel')).toBe('demo-a')
  })

  it('signs an expired shop in again under its own id, and stays on it meanwhile', () => {
    addShop('Pixel', 'demo-a')
    addShop('Other', 'demo-b')
    switchShop('pixel')
    removeShop('pixel', { forget: false })
    expect(currentShopId()).toBe('pixel')
    expect(listShops().map((shop) => shop.id)).toEqual(['other'])
    addShop('Pixel', 'demo-new')
    expect(listShops().map((shop) => shop.id)).toEqual(['pixel', 'other'])
    expect(getToken('pixel')).toBe('demo-new')
  })

  it('reads a token kept before shops as the unnamed shop', () => {
    setToken('demo')
    expect(listShops()).toEqual([{ id: '', name: '' }])
    expect(currentShopId()).toBe('')
  })

  it('keeps tokens in this tab’s session storage only', () => {
    addShop('', 'demo-first-secret')
    addShop('Second', 'demo-second-secret')
    expect(JSON.stringify({ ...sessionStorage })).toContain('demo-second-secret')
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret')
    expect(JSON.stringify({ ...localStorage })).toBe('{}')
  })

  it('ignores a damaged list of shops', () => {
    sessionStorage.setItem('seller-dashboard.shops', '[{"id":"../x","name":"Evil"},{"id":"ok","name":7},"junk"]')
    setToken('demo', 'ok')
    expect(listShops()).toEqual([{ id: 'ok', name: '' }])
  })
})
