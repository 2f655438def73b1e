import { useSyncExternalStore } from 'react'

/** What the API's last answer said about its rate limit. */
export interface RateLimitReading {
  limit: number
  remaining: number
  /** When the count starts again, in milliseconds; null when the answer did not say. */
  resetAt: number | null
}

export interface RateLimitState extends RateLimitReading {
  /** Fewer than LOW_SHARE of the requests are left and the window has not ended: background refetches wait. */
  low: boolean
  /** Until when background refetches wait, in milliseconds (the reset, or a minute when none was given). */
  pausedUntil: number
}

export const LOW_SHARE = 0.1
/** Values below this are seconds from now; above, Unix seconds (api-notes). */
const RELATIVE_RESET_BELOW = 1e9
/** The service counts per minute: without a reset time, a low count is trusted for one window. */
const WINDOW_MS = 60_000

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : null

/** `X-RateLimit-Reset` as a time in milliseconds: Unix seconds, or seconds from now below 10^9. */
export function parseRateLimitReset(value: string | null, now = Date.now()): number | null {
  const seconds = wholeNumber(value)
  if (seconds === null) return null
  return seconds < RELATIVE_RESET_BELOW ? now + seconds * 1000 : seconds * 1000
}

/** Reads the rate-limit headers of an answer (header names are case-insensitive); null when it has none. */
export function readRateLimitHeaders(headers: Headers, now = Date.now()): RateLimitReading | null {
  const limit = wholeNumber(headers.get('X-RateLimit-Limit'))
  const remaining = wholeNumber(headers.get('X-RateLimit-Remaining'))
  if (limit === null || remaining === null || limit === 0) return null
  return { limit, remaining: Math.min(remaining, limit), resetAt: parseRateLimitReset(headers.get('X-RateLimit-Reset'), now) }
}

const NONE: RateLimitState | null = null
let state: RateLimitState | null = NONE
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function publish(next: RateLimitState | null) {
  state = next
  listeners.forEach((listener) => listener())
}

/** Takes the reading of one answer. A low count ends by itself at its reset. */
export function recordRateLimit(reading: RateLimitReading, now = Date.now()): void {
  const pausedUntil = reading.resetAt ?? now + WINDOW_MS
  const low = reading.remaining < reading.limit * LOW_SHARE && pausedUntil > now
  clearTimeout(timer)
  const next = { ...reading, low, pausedUntil }
  if (low) timer = setTimeout(() => publish({ ...next, low: false }), pausedUntil - now)
  publish(next)
}

export const getRateLimit = (): RateLimitState | null => state

/** Whether refetches nobody asked for wait now. */
export function backgroundRefetchPaused(now = Date.now()): boolean {
  return state !== null && state.low && now < state.pausedUntil
}

/** Milliseconds until background refetches may go again; 0 when they may now. */
export function msUntilResume(now = Date.now()): number {
  return backgroundRefetchPaused(now) && state ? state.pausedUntil - now : 0
}

export function subscribeToRateLimit(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Forgets every reading: signing out, and between tests. */
export function resetRateLimit(): void {
  clearTimeout(timer)
  publish(NONE)
}

/** The last rate-limit reading, re-rendering on each new one and when a low count ends. */
export function useRateLimit(): RateLimitState | null {
  return useSyncExternalStore(subscribeToRateLimit, getRateLimit, getRateLimit)
}
