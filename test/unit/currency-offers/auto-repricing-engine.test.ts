import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Decimal } from '../../../src/features/currency-offers/decimal'
import { startRepricer, type RepricerPorts } from '../../../src/features/currency-offers/auto-repricing/engine'
import { pauseAutoEntry, readAutoStore, setAutoEntry } from '../../../src/features/currency-offers/auto-repricing/opt-in'
import { ApiError } from '../../../src/lib/api-error'
import { guardedWrite } from '../../../src/lib/guarded-write'
import { noteResourceWrite, resourceKey, resourceWriteWaitMs } from '../../../src/lib/resource-writes'
import { MemoryStorage, ownOffer, settings } from './auto-repricing-fixtures'
import { offer } from './fixtures'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const START = Date.UTC(2026, 10, 26, 9, 0, 0)
const OFFER = 3001

/** A market whose cheapest offer moves every minute, from under the floor (9) to over the ceiling (12). */
const cheapestAt = (minute: number) => new Decimal(8).plus(((minute * 37) % 50) / 10).toFixed(2)

function market(setPrice: RepricerPorts['setPrice'] = async () => ({ requestId: 'req-1' })) {
  let price = '10.000000'
  const sent: { at: number; price: string }[] = []
  const pauses: string[] = []
  const ports: RepricerPorts = {
    now: () => Date.now(),
    entries: readAutoStore,
    settings: () => settings(),
    readMarket: async () => {
      const minute = Math.floor((Date.now() - START) / MINUTE)
      const competitors = [offer(1, cheapestAt(minute), 1000), offer(2, '12.50', 1000)]
      return { offer: ownOffer(OFFER, price), competitors }
    },
    // As the API client sends it: within the write limit, counted in the browser's record.
    setPrice: (offerId, next) =>
      guardedWrite(resourceKey('offer', offerId), 'This offer', async () => {
        sent.push({ at: Date.now(), price: next })
        const result = await setPrice(offerId, next)
        price = next
        return result
      }),
    writeWaitMs: (key, now) => resourceWriteWaitMs(key, now),
    changed: () => {},
    paused: (offerId, pause) => {
      pauses.push(pause.reason)
      pauseAutoEntry(offerId, pause)
    },
  }
  return { ports, sent, pauses }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('automatic repricing on a faked clock', () => {
  it('follows a market that moves every minute for 70 minutes with at most 10 changes an hour, all within the floor and ceiling', async () => {
    setAutoEntry(OFFER, 1)
    const { ports, sent, pauses } = market()
    const stop = startRepricer(ports)
    await vi.advanceTimersByTimeAsync(70 * MINUTE)
    stop()

    expect(pauses).toEqual([])
    // It kept up with the market in the first minutes, waited out the hour, then went on.
    expect(sent.length).toBeGreaterThan(10)
    expect(sent.some(({ at }) => at >= START + HOUR)).toBe(true)
    for (const { at, price } of sent) {
      expect(sent.filter((write) => write.at > at - HOUR && write.at <= at).length).toBeLessThanOrEqual(10)
      expect(sent.filter((write) => write.at > at - MINUTE && write.at <= at).length).toBeLessThanOrEqual(5)
      expect(Number(price)).toBeGreaterThanOrEqual(9)
      expect(Number(price)).toBeLessThanOrEqual(12)
      expect(price).toMatch(/^\d+\.\d{6}$/)
    }
  })

  it('counts the changes other tabs made: five in the last minute hold the next one', async () => {
    setAutoEntry(OFFER, 1)
    for (let i = 0; i < 5; i++) noteResourceWrite(resourceKey('offer', OFFER), START - 10_000 + i)
    const { ports, sent } = market()
    const stop = startRepricer(ports)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(MINUTE)
    stop()
    expect(sent).toHaveLength(1)
  })

  it('sends nothing and goes on when another tab took the last write of the minute just before it', async () => {
    setAutoEntry(OFFER, 1)
    const { ports, sent, pauses } = market()
    // The check before sending still sees room; the write layer's own check, a moment later, does not.
    ports.writeWaitMs = () => 0
    for (let i = 0; i < 5; i++) noteResourceWrite(resourceKey('offer', OFFER), START - 1000 + i)
    const stop = startRepricer(ports)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sent).toEqual([])
    expect(pauses).toEqual([])
    expect(readAutoStore()[OFFER]?.paused).toBeNull()
    stop()
  })

  it('pauses the offer on a 429 with the reason, and never sends that change again', async () => {
    setAutoEntry(OFFER, 1)
    const refused = new ApiError({ kind: 'http', status: 429, message: 'Too many requests', retryAfterSeconds: 60 })
    const setPrice = vi.fn(async () => Promise.reject(refused))
    const { ports, sent, pauses } = market(setPrice)
    const stop = startRepricer(ports)
    await vi.advanceTimersByTimeAsync(20 * MINUTE)
    stop()

    expect(setPrice).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(1)
    expect(pauses).toHaveLength(1)
    expect(pauses[0]).toMatch(/was refused: too many requests \(429\)\. It can change again at/)
    expect(readAutoStore()[OFFER]?.paused?.reason).toBe(pauses[0])
  })

  it('pauses on an unknown outcome, says it may have been sent, and sends nothing more', async () => {
    setAutoEntry(OFFER, 1)
    const dropped = new ApiError({ kind: 'network', message: 'The connection dropped.' })
    const setPrice = vi.fn(async () => Promise.reject(dropped))
    const { ports, pauses } = market(setPrice)
    const stop = startRepricer(ports)
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    stop()
    expect(setPrice).toHaveBeenCalledTimes(1)
    expect(pauses).toEqual([expect.stringMatching(/may have been sent, but no answer came: it is not sent again/)])
    // Kept for "Check now" on the offer's page, which reads the price back.
    expect(readAutoStore()[OFFER]?.paused?.sent).toMatch(/^\d+\.\d{6}$/)
  })

  it('runs every 2 minutes by default, and an offer turned off is left alone', async () => {
    setAutoEntry(OFFER, 2)
    const { ports, sent } = market()
    const stop = startRepricer(ports)
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    const firstFive = sent.length
    setAutoEntry(OFFER, null)
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    stop()
    expect(firstFive).toBeLessThanOrEqual(3)
    expect(sent).toHaveLength(firstFive)
  })
})
