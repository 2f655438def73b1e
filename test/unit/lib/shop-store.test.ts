import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  readShopItem,
  removeShopItem,
  setCurrentShop,
  shopKey,
  subscribeToShop,
  writeShopItem,
} from '../../../src/lib/shop-store'

afterEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

describe('shop store', () => {
  it('keeps the first shop on the keys it always had', () => {
    expect(shopKey('recent')).toBe('seller-dashboard.recent')
  })

  it('keeps each shop’s values apart', () => {
    writeShopItem('views', ['a'])
    setCurrentShop('second')
    expect(readShopItem('views')).toBeNull()
    writeShopItem('views', ['b'])
    expect(readShopItem('views')).toEqual(['b'])
    setCurrentShop('')
    expect(readShopItem('views')).toEqual(['a'])
  })

  it('reads unreadable JSON as nothing and removes values', () => {
    localStorage.setItem(shopKey('broken'), '{')
    expect(readShopItem('broken')).toBeNull()
    writeShopItem('gone', 1)
    removeShopItem('gone')
    expect(readShopItem('gone')).toBeNull()
  })

  it('tells subscribers when the shop changes, and only then', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToShop(listener)
    setCurrentShop('second')
    setCurrentShop('second')
    unsubscribe()
    setCurrentShop('')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
