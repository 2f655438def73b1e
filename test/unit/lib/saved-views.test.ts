import { afterEach, describe, expect, it } from 'vitest'
import { orderDisputeList, giftCardOrderList } from '../../../src/api/lists'
import {
  addView,
  cleanViewName,
  defaultViewOf,
  readSavedViews,
  removeView,
  renameView,
  sameViewSearch,
  setDefaultView,
  viewSearchOf,
  writeSavedViews,
} from '../../../src/lib/saved-views'
import { setCurrentShop, shopKey, writeShopItem } from '../../../src/lib/shop-store'

const LIST = '/_app/disputes/'

afterEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

describe('saved views', () => {
  it('keeps the filters, sort and page size of a search, never the page', () => {
    const search = viewSearchOf(orderDisputeList, { status: 'closed', sort: 'id', page: 4, per_page: 25, token: 'x' })
    expect(search).toEqual({ status: 'closed', sort: 'id', per_page: 25 })
  })

  it('reads back what was written, with its default', () => {
    let state = addView({ views: [], defaultId: null }, 'Closed', viewSearchOf(orderDisputeList, { status: 'closed' }))
    state = addView(state, 'Oldest', viewSearchOf(orderDisputeList, { sort: 'created_at' }))
    state = setDefaultView(state, state.views[1]!.id)
    writeSavedViews(LIST, state)
    const read = readSavedViews(LIST, orderDisputeList)
    expect(read).toEqual(state)
    expect(defaultViewOf(read)?.name).toBe('Oldest')
  })

  it('renames, replaces a view of the same name, and forgets the default of a deleted view', () => {
    let state = addView({ views: [], defaultId: null }, 'Mine', { sort: 'id', per_page: 15 })
    const id = state.views[0]!.id
    state = addView(state, 'mine', { sort: '-id', per_page: 15 })
    expect(state.views).toEqual([{ id, name: 'mine', search: { sort: '-id', per_page: 15 } }])
    state = setDefaultView(renameView(state, id, 'Newest'), id)
    expect(defaultViewOf(state)?.name).toBe('Newest')
    state = removeView(state, id)
    expect(state).toEqual({ views: [], defaultId: null })
    expect(setDefaultView(state, 'missing').defaultId).toBeNull()
  })

  it('normalises values that no longer validate and drops entries that cannot be read', () => {
    writeShopItem(`saved-views.${LIST}`, {
      views: [
        { id: 'a', name: '  Old   status ', search: { status: 'gone', id: '12, 14', sort: 'nope', per_page: 500 } },
        { id: 'b', name: '', search: {} },
        { id: 'c', name: 'No search' },
        { id: 'a', name: 'Duplicate id', search: {} },
        'text',
        null,
      ],
      defaultId: 'b',
    })
    expect(readSavedViews(LIST, orderDisputeList)).toEqual({
      views: [{ id: 'a', name: 'Old status', search: { id: '12,14', sort: '-created_at', per_page: 15 } }],
      defaultId: null,
    })
    localStorage.setItem(shopKey(`saved-views.${LIST}`), '{broken')
    expect(readSavedViews(LIST, orderDisputeList)).toEqual({ views: [], defaultId: null })
  })

  it('keeps each list and each shop apart', () => {
    writeSavedViews(LIST, addView({ views: [], defaultId: null }, 'A', { sort: 'id', per_page: 15 }))
    expect(readSavedViews('/_app/gift-card-orders/', giftCardOrderList).views).toEqual([])
    setCurrentShop('second')
    expect(readSavedViews(LIST, orderDisputeList).views).toEqual([])
    setCurrentShop('')
    expect(readSavedViews(LIST, orderDisputeList).views).toHaveLength(1)
  })

  it('compares searches key by key and cleans names', () => {
    expect(sameViewSearch({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true)
    expect(sameViewSearch({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(cleanViewName('   ')).toBeNull()
    expect(cleanViewName('x'.repeat(60))).toHaveLength(40)
  })
})
