import { beforeEach, describe, expect, it } from 'vitest'
import { readRecentItems, recordRecentItem } from '../../../src/lib/recent-items'
import { setCurrentShop } from '../../../src/lib/shop-store'

beforeEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

describe('recent items', () => {
  it('keeps kind, id and a short title, newest first, each item once, at most eight', () => {
    recordRecentItem('account-order', 1001, 'Level 80  Mage\n')
    recordRecentItem('gift-card-order', 2999, 'Steam 50')
    recordRecentItem('account-order', 1001, 'Level 80 Mage')
    expect(readRecentItems()).toEqual([
      { kind: 'account-order', id: 1001, title: 'Level 80 Mage' },
      { kind: 'gift-card-order', id: 2999, title: 'Steam 50' },
    ])
    for (let id = 1; id <= 10; id++) recordRecentItem('competing-offers', id, '')
    expect(readRecentItems()).toHaveLength(8)
    recordRecentItem('account-order', 1, 'x'.repeat(500))
    expect(readRecentItems()[0]!.title).toHaveLength(80)
  })

  it('stores nothing for an id that is not an id, and reads only well-formed entries', () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 60]) recordRecentItem('account-order', id, 'bad')
    expect(localStorage.length).toBe(0)
    localStorage.setItem(
      'seller-dashboard.recent',
      JSON.stringify([
        { kind: 'token', id: 1, title: 'demo' },
        { kind: 'dispute', id: 7, title: 3 },
        { kind: 'account-order', id: '../x', title: 'bad' },
        { kind: 'account-order', id: '01', title: 'bad' },
        'junk',
      ]),
    )
    expect(readRecentItems()).toEqual([{ kind: 'dispute', id: 7, title: '' }])
    localStorage.setItem('seller-dashboard.recent', '{not json')
    expect(readRecentItems()).toEqual([])
  })

  it('keeps each shop’s items apart, the first shop under the key it always had', () => {
    recordRecentItem('account-order', 1001, 'First shop’s order')
    expect(localStorage.getItem('seller-dashboard.recent')).toContain('1001')
    setCurrentShop('second-shop')
    expect(readRecentItems()).toEqual([])
    recordRecentItem('dispute', 7001, 'Second shop’s case')
    expect(readRecentItems().map((item) => item.id)).toEqual([7001])
    setCurrentShop('')
    expect(readRecentItems().map((item) => item.id)).toEqual([1001])
  })

  it('reads the ids an earlier version kept as text as numbers', () => {
    localStorage.setItem(
      'seller-dashboard.recent',
      JSON.stringify([{ kind: 'account-order', id: '1003', title: 'Old entry' }, { kind: 'dispute', id: '7001', title: '' }]),
    )
    expect(readRecentItems()).toEqual([
      { kind: 'account-order', id: 1003, title: 'Old entry' },
      { kind: 'dispute', id: 7001, title: '' },
    ])
    recordRecentItem('account-order', 1003, 'Old entry')
    expect(readRecentItems().map((item) => item.id)).toEqual([1003, 7001])
  })
})
