import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startRepricer, type RepricerPorts } from '../../../src/features/currency-offers/auto-repricing/engine'
import { pauseAutoEntry, readAutoStore, setAutoEntry } from '../../../src/features/currency-offers/auto-repricing/opt-in'
import { ApiError } from '../../../src/lib/api-error'
import { MemoryStorage, ownOffer, settings } from './auto-repricing-fixtures'
import { offer } from './fixtures'

const MINUTE = 60_000
const START = Date.UTC(2026, 10, 27, 22, 0, 0)
const OFFER = 3001

/** How a read of the market ends: an answer, a failure, or no answer until the client's 30 s limit. */
type Read = 'answer' | 'fail' | 'no answer' | 401 | 403

const failure = (read: Exclude<Read, 'answer'>) =>
  read === 'no answer'
    ? new ApiError({ kind: 'network', message: 'The marketplace API did not answer within 30 seconds.', timedOut: true })
    : read === 'fail'
      ? new ApiError({ kind: 'http', status: 503, message: 'The marketplace service is temporarily unavailable.' })
      : new ApiError({ kind: 'http', status: read, message: `Refused (${read}).` })

/** Reads that end as `script` says, one a round (then answers); a competitor at 9.50 to undercut. */
function repricer(script: Read[]) {
  let price = '10.000000'
  const reads: { at: number; read: Read }[] = []
  const sent: string[] = []
  const pauses: string[] = []
  const ports: RepricerPorts = {
    now: () => Date.now(),
    entries: readAutoStore,
    settings: () => settings(),
    readMarket: (offerId) => {
      const read = script.shift() ?? 'answer'
      reads.push({ at: Date.now(), read })
      if (read === 'answer') return Promise.resolve({ offer: ownOffer(offerId, price), competitors: [offer(1, '9.50', 1000)] })
      // As the API client gives up: on its own timer, which sleep does not move on.
      const delay = read === 'no answer' ? 30_000 : 200
      return new Promise((_, reject) => setTimeout(() => reject(failure(read)), delay))
    },
    setPrice: async (_, next) => {
      sent.push(next)
      price = next
      return { requestId: 'req-1' }
    },
    writeWaitMs: () => 0,
    changed: () => {},
    paused: (offerId, pause) => {
      pauses.push(pause.reason)
      pauseAutoEntry(offerId, pause)
    },
  }
  return { stop: startRepricer(ports), reads, sent, pauses }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.useFakeTimers({ now: START })
  setAutoEntry(OFFER, 1)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('automatic repricing when a read fails, on a faked clock', () => {
  it('skips a round whose read failed: two failures, then an answer, make the change without a pause', async () => {
    const { stop, reads, sent, pauses } = repricer(['fail', 'fail', 'answer', 'fail', 'fail'])
    await vi.advanceTimersByTimeAsync(6 * MINUTE)
    stop()

    expect(pauses).toEqual([])
    expect(readAutoStore()[OFFER]?.paused).toBeNull()
    // One read a round, at the interval, failed or not; the count of failures starts again after an answer.
    expect(reads.map(({ at }) => (at - START) / MINUTE)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(sent).toEqual(['9.490000'])
  })

  it('pauses the offer with the reason after three failed reads in a row, and reads no more', async () => {
    const { stop, reads, sent, pauses } = repricer(['fail', 'fail', 'fail'])
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    stop()

    expect(reads).toHaveLength(3)
    expect(sent).toEqual([])
    expect(pauses).toEqual([
      'Reading the market failed 3 times in a row: The marketplace service is temporarily unavailable.',
    ])
    expect(readAutoStore()[OFFER]?.paused?.reason).toBe(pauses[0])
  })

  it.each([401, 403] as const)('pauses at the first read refused with a %i', async (status) => {
    const { stop, reads, pauses } = repricer([status])
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    stop()

    expect(reads).toHaveLength(1)
    expect(pauses).toEqual([`Reading the market failed: Refused (${status}).`])
  })

  it('goes on at the interval when the clock jumps 10 minutes and the read in flight times out', async () => {
    const { stop, reads, sent, pauses } = repricer(['no answer'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(reads).toHaveLength(1)

    // The computer sleeps with the read in flight: the clock moves on, the timers do not.
    vi.setSystemTime(Date.now() + 10 * MINUTE)
    await vi.advanceTimersByTimeAsync(29_000)
    const woke = Date.now()
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    stop()

    expect(pauses).toEqual([])
    const after = reads.slice(1).map(({ at }) => at - woke)
    // The interval has long passed: the next tick after the timeout reads again, then one round a minute.
    expect(after[0]).toBeLessThanOrEqual(15_000)
    expect(after.slice(1).map((at, index) => at - (after[index] as number))).toEqual([MINUTE, MINUTE, MINUTE, MINUTE])
    expect(sent).toEqual(['9.490000'])
  })
})
