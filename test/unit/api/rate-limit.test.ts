import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  backgroundRefetchPaused,
  getRateLimit,
  msUntilResume,
  parseRateLimitReset,
  readRateLimitHeaders,
  recordRateLimit,
  subscribeToRateLimit,
  type RateLimitReading,
} from '../../../src/api/rate-limit'
import { specAccountOrder } from './fixtures'
import { answerAll, failureOf, makeClient } from './helpers'

const NOW = Date.UTC(2026, 10, 23, 10, 30)

describe('reading the rate-limit headers', () => {
  it('reads the reset as Unix seconds, or as seconds from now below 10^9', () => {
    expect(parseRateLimitReset('1795430000', NOW)).toBe(1795430000 * 1000)
    expect(parseRateLimitReset('42', NOW)).toBe(NOW + 42_000)
    expect(parseRateLimitReset('0', NOW)).toBe(NOW)
    expect(parseRateLimitReset(' 999999999 ', NOW)).toBe(NOW + 999_999_999_000)
    for (const odd of [null, '', 'soon', '-5', '1.5', '12s']) expect(parseRateLimitReset(odd, NOW)).toBeNull()
  })

  it('reads the three headers in any case', () => {
    const lower = new Headers({
      'x-ratelimit-limit': '500',
      'x-ratelimit-remaining': '12',
      'x-ratelimit-reset': '60',
    })
    const upper = new Headers({
      'X-RATELIMIT-LIMIT': '500',
      'X-RATELIMIT-REMAINING': '12',
      'X-RATELIMIT-RESET': '60',
    })
    for (const headers of [lower, upper]) {
      expect(readRateLimitHeaders(headers, NOW)).toEqual({
        limit: 500,
        remaining: 12,
        resetAt: NOW + 60_000,
      })
    }
  })

  it('needs a limit and a remaining count; the reset is optional', () => {
    expect(readRateLimitHeaders(new Headers({ 'X-RateLimit-Limit': '500' }), NOW)).toBeNull()
    expect(readRateLimitHeaders(new Headers({ 'X-RateLimit-Remaining': '5' }), NOW)).toBeNull()
    expect(
      readRateLimitHeaders(
        new Headers({
          'X-RateLimit-Limit': 'lots',
          'X-RateLimit-Remaining': '5',
        }),
        NOW,
      ),
    ).toBeNull()
    expect(
      readRateLimitHeaders(
        new Headers({
          'X-RateLimit-Limit': '60',
          'X-RateLimit-Remaining': '59',
        }),
        NOW,
      ),
    ).toEqual({
      limit: 60,
      remaining: 59,
      resetAt: null,
    })
  })
})

describe('the API client', () => {
  it('reports the rate limit of every answer, failures included', async () => {
    const seen: RateLimitReading[] = []
    const client = makeClient({ onRateLimit: (reading) => seen.push(reading) })
    const headers = {
      'x-ratelimit-limit': '500',
      'x-ratelimit-remaining': '499',
    }
    answerAll(() => HttpResponse.json({ data: specAccountOrder() }, { headers }))
    await client.getAccountOrder(1)
    answerAll(() =>
      HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { ...headers, 'x-ratelimit-remaining': '0' } },
      ),
    )
    await failureOf(client.getAccountOrder(1))
    expect(seen.map((reading) => reading.remaining)).toEqual([499, 0])
  })

  it('takes the request id from X-GameBoost-Request-Id too, on any failure with an answer', async () => {
    answerAll(() =>
      HttpResponse.json({ message: 'Server Error' }, { status: 500, headers: { 'x-gameboost-request-id': 'gb-1' } }),
    )
    expect((await failureOf(makeClient().getAccountOrder(1))).requestId).toBe('gb-1')
    answerAll(
      () =>
        new HttpResponse('<html>', {
          status: 200,
          headers: { 'X-Request-Id': 'html-2' },
        }),
    )
    expect((await failureOf(makeClient().getAccountOrder(1))).requestId).toBe('html-2')
  })
})

describe('the rate-limit store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('is low under 10 % until the reset, then by itself no longer', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToRateLimit(listener)
    recordRateLimit({ limit: 500, remaining: 50, resetAt: NOW + 30_000 })
    expect(getRateLimit()?.low).toBe(false)
    recordRateLimit({ limit: 500, remaining: 49, resetAt: NOW + 30_000 })
    expect(getRateLimit()).toMatchObject({
      low: true,
      remaining: 49,
      pausedUntil: NOW + 30_000,
    })
    expect(backgroundRefetchPaused()).toBe(true)
    expect(msUntilResume()).toBe(30_000)
    vi.advanceTimersByTime(30_000)
    expect(getRateLimit()?.low).toBe(false)
    expect(backgroundRefetchPaused()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
  })

  it('without a reset time, trusts a low count for a minute', () => {
    recordRateLimit({ limit: 60, remaining: 2, resetAt: null })
    expect(getRateLimit()).toMatchObject({
      low: true,
      pausedUntil: NOW + 60_000,
    })
    vi.advanceTimersByTime(59_000)
    expect(backgroundRefetchPaused()).toBe(true)
    vi.advanceTimersByTime(1_000)
    expect(backgroundRefetchPaused()).toBe(false)
  })

  it('a reset already past is not low, and a fresh count ends the pause at once', () => {
    recordRateLimit({ limit: 500, remaining: 3, resetAt: NOW - 1000 })
    expect(getRateLimit()?.low).toBe(false)
    recordRateLimit({ limit: 500, remaining: 3, resetAt: NOW + 10_000 })
    recordRateLimit({ limit: 500, remaining: 500, resetAt: NOW + 60_000 })
    expect(backgroundRefetchPaused()).toBe(false)
  })
})
