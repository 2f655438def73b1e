import { describe, expect, it } from 'vitest'
import { retryDelay, shouldRetry } from '../../../src/app/query-client'
import { ApiError } from '../../../src/lib/api-error'

const http = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', status, message: 'x', retryAfterSeconds })

describe('query retries', () => {
  it('retries network trouble, 5xx and 429, but not other 4xx or bad data', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network', message: 'x' }))).toBe(true)
    expect(shouldRetry(0, http(503))).toBe(true)
    expect(shouldRetry(0, http(429, 3))).toBe(true)
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(0, http(status))).toBe(false)
    expect(shouldRetry(0, new ApiError({ kind: 'invalid_response', status: 200, message: 'x' }))).toBe(false)
    expect(shouldRetry(0, new ApiError({ kind: 'network', message: 'x', aborted: true }))).toBe(false)
    // The seller has already waited the whole time limit once.
    expect(shouldRetry(0, new ApiError({ kind: 'network', message: 'x', timedOut: true }))).toBe(false)
    expect(shouldRetry(2, http(503))).toBe(false)
  })

  it('waits for Retry-After on a 429', () => {
    expect(retryDelay(0, http(429, 7))).toBe(7000)
    expect(retryDelay(1, http(503))).toBe(2000)
  })
})
