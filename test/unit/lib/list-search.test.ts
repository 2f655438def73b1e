import { describe, expect, it } from 'vitest'
import { accountOrderList, currencyOfferList, giftCardOrderList } from '../../../src/api/lists'
import {
  formatDateFilter,
  isIsoDate,
  normalizeIdList,
  parseDateFilter,
  toUrlValue,
} from '../../../src/lib/list-filter-values'
import {
  hasFilters as hasAnyFilter,
  listSearchDefaults,
  listSearchSchema,
  withoutFilters,
  type ListSearch,
} from '../../../src/lib/list-search'

const giftCardOrdersSearchSchema = listSearchSchema(giftCardOrderList)
const searchDefaults = listSearchDefaults(giftCardOrderList)
const hasFilters = (search: ListSearch<typeof giftCardOrderList>) => hasAnyFilter(giftCardOrderList, search)
const parse = (input: Record<string, unknown>) => giftCardOrdersSearchSchema.parse(input)

describe('list search schema', () => {
  it('has the API defaults and writes none of them', () => {
    expect(searchDefaults).toEqual({ sort: '-created_at', per_page: 15, page: 1 })
    expect(parse({})).toEqual(searchDefaults)
  })

  it('keeps valid values, as the router hands them over (numbers for numeric text)', () => {
    const valid = {
      search: 2999,
      gift_card_id: '100,101',
      buyer_id: 5001,
      status: 'in_delivery',
      created_at: '2026-01-01,2026-01-31',
      refunded_at: '2026-02-01',
      sort: '-unit_price',
      per_page: 50,
      page: 3,
    }
    expect(parse(valid)).toEqual(valid)
  })

  it('tidies an id list with spaces', () => {
    expect(parse({ region_id: ' 1 , 2 ' }).region_id).toBe('1,2')
    expect(parse({ region_id: ' 7 ' }).region_id).toBe(7)
  })

  it.each([
    ['status', 'shipped'],
    ['status', 1],
    ['per_page', 0],
    ['per_page', 51],
    ['per_page', 'abc'],
    ['per_page', 1.5],
    ['page', 0],
    ['page', -2],
    ['page', 'x'],
    ['sort', 'title'],
    ['sort', '-'],
    ['sort', '--id'],
    ['created_at', '2026-1-1'],
    ['created_at', '2026-02-29'],
    ['created_at', '2026-03-01,2026-02-01'],
    ['created_at', '2026-03-01,'],
    ['created_at', '2026-01-01,2026-02-01,2026-03-01'],
    ['gift_card_id', '1,a'],
    ['gift_card_id', 0],
    ['gift_card_id', -1],
    ['gift_card_id', 1.5],
    ['gift_card_id', ''],
    ['gift_card_id', '1,,2'],
    ['search', ''],
    ['search', true],
  ])('drops %s=%j for the default', (key, value) => {
    expect(parse({ [key]: value, status: key === 'status' ? value : 'pending' })).toEqual(
      key === 'status' ? searchDefaults : { ...searchDefaults, status: 'pending' },
    )
  })

  it('knows whether any filter is on, and clears them keeping sort and page size', () => {
    expect(hasFilters(searchDefaults)).toBe(false)
    const search = parse({ brand_id: 11, sort: 'id', per_page: 25, page: 4 })
    expect(hasFilters(search)).toBe(true)
    expect(withoutFilters(search)).toEqual({ sort: 'id', per_page: 25, page: 1 })
  })
})

describe('list search schema of other declarations', () => {
  const accountOrders = listSearchSchema(accountOrderList)

  it('takes the default sort and the page limit from the declaration', () => {
    expect(accountOrders.parse({})).toEqual({ sort: '-updated_at', per_page: 15, page: 1 })
    expect(listSearchDefaults(accountOrderList)).toEqual(accountOrders.parse({}))
    expect(accountOrders.parse({ per_page: 51 }).per_page).toBe(15)
    expect(accountOrders.parse({ sort: 'unit_price' }).sort).toBe('-updated_at')
    expect(accountOrders.parse({ sort: 'delivery_time' }).sort).toBe('delivery_time')
  })

  it('reads a yes/no filter as 1 or 0, and drops anything else', () => {
    expect(accountOrders.parse({ is_manual_delivery: 1 }).is_manual_delivery).toBe(1)
    expect(accountOrders.parse({ is_manual_delivery: '0' }).is_manual_delivery).toBe(0)
    expect(accountOrders.parse({ is_manual_delivery: true }).is_manual_delivery).toBe(1)
    for (const bad of [2, 'yes', '', null, [1]]) {
      expect(accountOrders.parse({ is_manual_delivery: bad }).is_manual_delivery).toBeUndefined()
    }
  })

  it('reads each enum filter against its own values', () => {
    const offers = listSearchSchema(currencyOfferList)
    expect(offers.parse({ status: 'paused' }).status).toBe('paused')
    expect(offers.parse({ status: 'delivered' })).toEqual(listSearchDefaults(currencyOfferList))
    expect(accountOrders.parse({ status: 'delivered', search: 'Steam', game_id: '3, 4' })).toMatchObject({
      status: 'delivered',
      search: 'Steam',
      game_id: '3,4',
    })
  })
})

describe('filter values', () => {
  it('reads id lists of positive whole numbers only', () => {
    expect(normalizeIdList('12,14')).toBe('12,14')
    expect(normalizeIdList(' 12 ,14 ')).toBe('12,14')
    for (const bad of ['', '12,', ',12', '12;14', '0', '012', '1e3', '-1', '99999999999999999999']) {
      expect(normalizeIdList(bad)).toBeNull()
    }
  })

  it('reads real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-04-31')).toBe(false)
    expect(isIsoDate('2026-4-1')).toBe(false)
    expect(isIsoDate('1969-12-31')).toBe(false)
  })

  it('reads a day or a range in order, and writes a pair of inputs back', () => {
    expect(parseDateFilter('2026-05-01')).toEqual({ from: '2026-05-01', to: '' })
    expect(parseDateFilter('2026-05-01,2026-05-01')).toEqual({ from: '2026-05-01', to: '2026-05-01' })
    expect(parseDateFilter('2026-05-02,2026-05-01')).toBeNull()
    expect(formatDateFilter('2026-05-01', '')).toBe('2026-05-01')
    expect(formatDateFilter('', '2026-05-01')).toBe('2026-05-01')
    expect(formatDateFilter('2026-05-01', '2026-05-01')).toBe('2026-05-01')
    expect(formatDateFilter('2026-05-01', '2026-05-31')).toBe('2026-05-01,2026-05-31')
    expect(formatDateFilter('', '')).toBeUndefined()
  })

  it('keeps numeric text as a number only when it reads back the same', () => {
    expect(toUrlValue('2999')).toBe(2999)
    expect(toUrlValue('007')).toBe('007')
    expect(toUrlValue('1e3')).toBe('1e3')
    expect(toUrlValue('12,14')).toBe('12,14')
  })
})
