import { afterEach, describe, expect, it } from 'vitest'
import { pollInterval } from '../../../src/features/alerts/queries'
import { readSeen, recordPoll, takeNew } from '../../../src/features/alerts/seen'
import { setAlertsEnabled } from '../../../src/features/alerts/settings'
import { setCurrentShop, shopKey } from '../../../src/lib/shop-store'

afterEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

describe('items the alerts have seen', () => {
  it('only records on the first poll, then gives each new id once', () => {
    expect(takeNew(null, [3, 2, 1])).toEqual({ fresh: [], seen: [3, 2, 1] })
    expect(takeNew([3, 2, 1], [5, 4, 4, 3])).toEqual({ fresh: [5, 4], seen: [3, 2, 1, 5, 4] })
    expect(takeNew([3, 2, 1, 5, 4], [5, 4, 3])).toEqual({ fresh: [], seen: [3, 2, 1, 5, 4] })
  })

  it('keeps what was seen across reads, per kind and per shop, and forgets it on request', () => {
    expect(recordPoll('dispute', [7001, 7002])).toEqual([])
    expect(recordPoll('dispute', [7009, 7001])).toEqual([7009])
    expect(recordPoll('dispute', [7009, 7001])).toEqual([])
    expect(recordPoll('order', [1040])).toEqual([])
    setCurrentShop('second')
    expect(readSeen('dispute')).toBeNull()
    expect(recordPoll('dispute', [7009])).toEqual([])
    setCurrentShop('')
    expect(readSeen('dispute')).toEqual([7001, 7002, 7009])
    setAlertsEnabled(true)
    expect(readSeen('dispute')).toBeNull()
    expect(readSeen('order')).toBeNull()
  })

  it('reads a damaged record without its bad entries, and keeps at most 200 ids', () => {
    localStorage.setItem(shopKey('alerts.seen.order'), JSON.stringify([1, 'two', -3, 1.5, 4]))
    expect(readSeen('order')).toEqual([1, 4])
    localStorage.setItem(shopKey('alerts.seen.order'), '"text"')
    expect(readSeen('order')).toBeNull()
    const many = Array.from({ length: 250 }, (_, index) => index + 1)
    expect(takeNew([], many).seen).toEqual(many.slice(-200))
  })
})

describe('the polling interval', () => {
  it('is the base one, three times longer when under a quarter of the requests are left', () => {
    const reading = (remaining: number) => ({ limit: 500, remaining, resetAt: null, low: false, pausedUntil: 0 })
    expect(pollInterval(60_000, null)).toBe(60_000)
    expect(pollInterval(60_000, reading(200))).toBe(60_000)
    expect(pollInterval(60_000, reading(100))).toBe(180_000)
  })
})
