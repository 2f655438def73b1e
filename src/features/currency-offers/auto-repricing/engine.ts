import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { isApiError } from '../../../lib/api-error'
import { resourceKey } from '../../../lib/resource-writes'
import { isUncertainWrite } from '../../../lib/write-check'
import type { RankableOffer } from '../rankable'
import type { RepricingSettings } from '../repricing/settings'
import { decide, type PriceChange } from './decide'
import type { AutoEntry, AutoPause } from './opt-in'

/** How often the leading tab looks for offers whose interval has passed. */
export const TICK_MS = 15_000
const MINUTE_MS = 60_000

/** What the engine reads, writes and tells; the app gives the real ones (run.ts), tests give their own. */
export interface RepricerPorts {
  now: () => number
  /** The offers that are on, by id. */
  entries: () => Record<string, AutoEntry>
  settings: (offerId: number, offerUnit: number) => RepricingSettings
  readMarket: (offerId: number) => Promise<{ offer: CurrencyOffer; competitors: readonly RankableOffer[] }>
  /**
   * The one write: the offer's price, fixed-point per its unit, sent once and counted in the browser's record of
   * writes per resource (the API client's guarded write). The engine never sends it again.
   */
  setPrice: (offerId: number, price: string) => Promise<{ requestId: string | null }>
  /** How long the offer's write limit holds the next write, from that record (lib/resource-writes.ts). */
  writeWaitMs: (key: string, now: number) => number
  changed: (offerId: number, change: PriceChange, requestId: string | null) => void
  paused: (offerId: number, pause: AutoPause, details: { change: PriceChange | null; error: unknown }) => void
}

const timeOfDay = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** Why a failed read or write stopped the offer, in the seller's words; `reads` failed reads in a row. */
export function failureReason(error: unknown, change: PriceChange | null, now: number, reads = 1): string {
  const what = change ? `The change to ${change.price} EUR` : 'Reading the market'
  const times = reads > 1 ? ` ${reads} times in a row` : ''
  if (isApiError(error) && error.status === 429) {
    const again = error.retryAfterSeconds === null ? '' : ` It can change again at ${timeOfDay(now + error.retryAfterSeconds * 1000)}.`
    return `${what} was refused${times}: too many requests (429).${again}`
  }
  if (change && isUncertainWrite(error)) {
    return `${what} may have been sent, but no answer came: it is not sent again. Check the offer’s price before turning repricing on again.`
  }
  const message = error instanceof Error ? error.message : 'Unknown error.'
  return `${what} failed${times}: ${message}`
}

/** Failed reads in a row that pause the offer; fewer skip the round, and the next round reads again. */
export const READ_FAILURES_TO_PAUSE = 3

/** A read the token may not make: trying again cannot help. */
const refusesToken = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403)

/**
 * One round for one offer: read the market, decide, and send at most one change the write limit allows.
 * `failedReads`: the reads of this offer that failed in a row before this round. Returns the count after it (0 once
 * it pauses: turned on again, the offer starts afresh).
 */
export async function repriceOffer(offerId: number, ports: RepricerPorts, failedReads = 0): Promise<number> {
  const pause = (reason: string, change: PriceChange | null, error: unknown) => {
    const sent = change && isUncertainWrite(error) ? { sent: change.price } : {}
    ports.paused(offerId, { reason, at: ports.now(), ...sent }, { change, error })
  }
  let market
  try {
    market = await ports.readMarket(offerId)
  } catch (error) {
    if (isApiError(error) && error.aborted) return failedReads
    // A read changes nothing, so the next round may try again; only a run of failures, or a refused token, stops.
    const failed = failedReads + 1
    if (failed < READ_FAILURES_TO_PAUSE && !refusesToken(error)) return failed
    pause(failureReason(error, null, ports.now(), failed), null, error)
    return 0
  }
  const unit = market.offer.currency_unit?.multiplier ?? 1
  const decision = decide(ports.settings(offerId, unit), market.offer, market.competitors)
  if (decision.kind === 'stop') pause(decision.reason, null, null)
  if (decision.kind !== 'set') return 0

  const key = resourceKey('offer', offerId)
  // The limit is counted across the tabs and the seller's own changes: the next round looks again.
  if (ports.writeWaitMs(key, ports.now()) > 0) return 0
  try {
    const { requestId } = await ports.setPrice(offerId, decision.change.price)
    ports.changed(offerId, decision.change, requestId)
  } catch (error) {
    // Held back before sending (another tab wrote in between): nothing went, so nothing failed.
    if (isApiError(error) && error.kind === 'invalid_request' && error.status === 429) return 0
    // A write is tried once: a refusal, a 429 or an unknown outcome pauses the offer.
    pause(failureReason(error, decision.change, ports.now()), decision.change, error)
  }
  return 0
}

/**
 * Runs every offer that is on and not paused once its interval has passed; returns the stop function. Rounds are
 * due by the wall clock, so after the computer sleeps or the tab's timers are throttled, the first tick runs them.
 */
export function startRepricer(ports: RepricerPorts, tickMs = TICK_MS): () => void {
  const lastRun = new Map<string, number>()
  const failedReads = new Map<string, number>()
  let running = false
  let stopped = false
  const tick = async () => {
    if (running || stopped) return
    running = true
    try {
      for (const [id, entry] of Object.entries(ports.entries())) {
        const last = lastRun.get(id)
        if (stopped) break
        const elapsed = last === undefined ? Infinity : ports.now() - last
        // Rounds fall on ticks: one that comes a little early (under half a tick) is on time. A clock set back
        // (elapsed below zero) does not hold the offer until it catches up.
        const due = elapsed < 0 || elapsed + tickMs / 2 >= entry.intervalMinutes * MINUTE_MS
        if (entry.paused || !due) continue
        lastRun.set(id, ports.now())
        failedReads.set(id, await repriceOffer(Number(id), ports, failedReads.get(id)))
      }
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), tickMs)
  void tick()
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
