import { describe, expect, it } from 'vitest'
import { byNormalisedPrice, filterOffers, isInStock, sortOffers } from '../../../src/features/currency-offers/offers'
import { OFFERS_SORTS } from '../../../src/features/currency-offers/search'
import { deliveryTime, ids, offer, prepared } from './fixtures'

describe('normalising offers', () => {
  it('prices every offer per one base unit, in EUR and USD', () => {
    const [row] = prepared(offer(1, '0.1230', 1000, { price_usd: '0.1328' }))
    expect(row?.normalised.toFixed()).toBe('0.000123')
    expect(row?.normalisedUsd.toFixed()).toBe('0.0001328')
  })

  it('counts stock and minimum quantity in base units', () => {
    const [row] = prepared(offer(1, '0.12', 1000, { stock: 40, min_quantity: 5 }))
    expect(row?.baseStock).toBe(40_000)
    expect(row?.baseMinQuantity).toBe(5000)
  })
})

describe('sorting', () => {
  // Per Gold: #1 0.00013, #2 0.000125, #3 0.00012, #4 0.00012 (a tie with #3, quoted per 1M).
  const rows = prepared(
    offer(1, '0.13', 1000, { stock: 10, min_quantity: 1, delivery_time: deliveryTime(2, 'hours') }),
    offer(2, '0.000125', 1, { stock: 50_000, min_quantity: 100, delivery_time: deliveryTime(5, 'minutes') }),
    offer(3, '0.12', 1000, { stock: 3, min_quantity: 2, delivery_time: deliveryTime(1, 'days') }),
    offer(4, '120.00', 1_000_000, { stock: 1, min_quantity: 1, delivery_time: deliveryTime(5, 'minutes') }),
  )

  it('sorts by normalised price, cheapest first, ties in the server’s order', () => {
    expect(ids(sortOffers(rows, 'price'))).toEqual([3, 4, 2, 1])
    expect(ids(sortOffers(rows, '-price'))).toEqual([1, 2, 3, 4])
    expect(ids(byNormalisedPrice(rows))).toEqual([3, 4, 2, 1])
  })

  it('sorts by stock and minimum quantity in base units, not in quoted units', () => {
    // Base units: #1 10,000; #2 50,000; #3 3,000; #4 1,000,000.
    expect(ids(sortOffers(rows, 'stock'))).toEqual([3, 1, 2, 4])
    expect(ids(sortOffers(rows, '-stock'))).toEqual([4, 2, 1, 3])
    // #1 1,000; #2 100; #3 2,000; #4 1,000,000.
    expect(ids(sortOffers(rows, 'min_quantity'))).toEqual([2, 1, 3, 4])
    expect(ids(sortOffers(rows, '-min_quantity'))).toEqual([4, 3, 1, 2])
  })

  it('sorts by delivery time, the cheaper first among equally fast offers', () => {
    expect(ids(sortOffers(rows, 'delivery'))).toEqual([4, 2, 1, 3])
    expect(ids(sortOffers(rows, '-delivery'))).toEqual([3, 1, 4, 2])
  })

  it('orders prices that agree to 20 places exactly, by their exact value', () => {
    // Per Gold: #1 1/3 and #2 0.33333333333333333333 agree to 20 places; 1/3 is the higher price.
    const close = prepared(offer(1, '1', 3), offer(2, '0.33333333333333333333'), offer(3, '2', 6))
    expect(close[0]!.normalised.eq(close[1]!.normalised)).toBe(true)
    expect(ids(sortOffers(close, 'price'))).toEqual([2, 1, 3])
    // #1 and #3 are the same price exactly (1/3 = 2/6): they share a rank.
    expect(close[0]!.priceRank).toBe(close[2]!.priceRank)
    expect(close[1]!.priceRank).toBeLessThan(close[0]!.priceRank)
  })

  it('never changes its input and gives the same rows in every order', () => {
    const before = ids(rows)
    for (const sort of OFFERS_SORTS) expect(ids(sortOffers(rows, sort)).sort()).toEqual([...before].sort())
    expect(ids(rows)).toEqual(before)
  })
})

describe('filters', () => {
  const rows = prepared(
    offer(1, '0.1', 1, { stock: 0, delivery_time: deliveryTime(5, 'minutes') }),
    offer(2, '0.1', 1, { stock: 5, min_quantity: 10, delivery_time: deliveryTime(1, 'hours') }),
    offer(3, '0.1', 1, { stock: 10, min_quantity: 10, delivery_time: deliveryTime(6, 'hours') }),
    offer(4, '0.1', 1, { stock: 99, min_quantity: 1, delivery_time: deliveryTime(2, 'days') }),
  )

  it('keeps offers whose stock covers the minimum quantity', () => {
    expect(rows.map((row) => isInStock(row.offer))).toEqual([false, false, true, true])
    expect(ids(filterOffers(rows, { inStock: true, maxDelivery: undefined }))).toEqual([3, 4])
  })

  it('keeps offers delivered within the maximum time, the limit included', () => {
    expect(ids(filterOffers(rows, { inStock: false, maxDelivery: '1h' }))).toEqual([1, 2])
    expect(ids(filterOffers(rows, { inStock: false, maxDelivery: '6h' }))).toEqual([1, 2, 3])
    expect(ids(filterOffers(rows, { inStock: false, maxDelivery: '24h' }))).toEqual([1, 2, 3])
    expect(ids(filterOffers(rows, { inStock: false, maxDelivery: '3d' }))).toEqual([1, 2, 3, 4])
  })

  it('combines both filters, and without filters keeps everything', () => {
    expect(ids(filterOffers(rows, { inStock: true, maxDelivery: '6h' }))).toEqual([3])
    expect(ids(filterOffers(rows, { inStock: false, maxDelivery: undefined }))).toEqual([1, 2, 3, 4])
  })
})
