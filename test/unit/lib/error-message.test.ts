import { describe, expect, it, vi } from 'vitest'
import { timeoutFromEnv } from '../../../src/api/api'
import { DEFAULT_TIMEOUT_MS } from '../../../src/api/client'
import { ApiError } from '../../../src/lib/api-error'
import { describeError, isChunkLoadError } from '../../../src/lib/error-message'

const http = (status: number, message: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, message, ...extra })

describe('describeError', () => {
  it.each([
    [http(400, 'Bad filter.'), 'Request failed (400)', false],
    [http(401, 'Unauthenticated.'), 'Signed out', false],
    [http(403, 'Forbidden.'), 'Not allowed', false],
    [http(404, 'Account order not found.'), 'Not found', false],
    [http(409, 'Conflict.'), 'Conflict', true],
    [http(422, 'Invalid.'), 'Not accepted', false],
    [http(429, 'Slow down.'), 'Too many requests', true],
    [http(500, 'Oops.'), 'Server error (500)', true],
    [http(502, 'Bad gateway.'), 'Server error (502)', true],
    [http(503, 'Unavailable.'), 'Server error (503)', true],
    [new ApiError({ kind: 'network', message: 'Could not reach.' }), 'No connection to the marketplace API', true],
    [new ApiError({ kind: 'network', message: 'No answer.', timedOut: true }), 'The request timed out', true],
    [new ApiError({ kind: 'invalid_response', status: 200, message: 'Not JSON.' }), 'The server sent data this dashboard cannot read', true],
    [new ApiError({ kind: 'invalid_request', message: 'Too long.' }), 'The request was not sent', false],
  ])('names %s', (error, title, retryable) => {
    const description = describeError(error)
    expect(description).toMatchObject({ title, retryable, needsReload: false })
    expect(description.detail).toContain(error.message.slice(0, 8))
  })

  it('counts down a 429 by its Retry-After and keeps the request id', () => {
    const description = describeError(http(429, 'Too Many Attempts.', { retryAfterSeconds: 7, requestId: 'req-1' }))
    expect(description.detail).toBe('Too Many Attempts. Try again in 7 s.')
    expect(description).toMatchObject({ retryAfterSeconds: 7, requestId: 'req-1' })
  })

  it('behind a key-holding proxy, says the proxy’s key was refused and whom to ask, not to sign in', () => {
    vi.stubEnv('VITE_AUTH', 'proxy')
    const description = describeError(http(401, 'Your session has ended or the API token is not valid. Sign in again.', { viaProxy: true, requestId: 'req-9' }))
    expect(description.title).toBe('The proxy’s API key was refused')
    expect(description.detail).toMatch(/Ask whoever runs the proxy/)
    expect(description.detail).not.toMatch(/token|Sign in again/i)
    expect(description).toMatchObject({ retryable: true, requestId: 'req-9' })
    vi.unstubAllEnvs()
  })

  it('explains a bare 404 in words', () => {
    expect(describeError(http(404, 'Not found.')).detail).toMatch(/no such item in your seller account/)
  })

  it('asks for a reload when a part of the app did not download', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app.example/assets/x.js',
      'Unable to preload CSS for /assets/x.css',
      'Importing a module script failed.',
    ]) {
      const error = new TypeError(message)
      expect(isChunkLoadError(error)).toBe(true)
      expect(describeError(error)).toMatchObject({ title: 'This page could not be loaded', needsReload: true })
    }
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false)
  })

  it('wraps any other error in a sentence', () => {
    expect(describeError(new Error('x is undefined')).detail).toBe(
      'The dashboard met an unexpected problem (x is undefined). Try again, or reload the page.',
    )
    expect(describeError('odd').title).toBe('Something went wrong')
  })
})

describe('timeoutFromEnv', () => {
  it.each([
    ['3000', 3000],
    [' 1500 ', 1500],
    [undefined, DEFAULT_TIMEOUT_MS],
    ['', DEFAULT_TIMEOUT_MS],
    ['0', DEFAULT_TIMEOUT_MS],
    ['-5', DEFAULT_TIMEOUT_MS],
    ['1e3', DEFAULT_TIMEOUT_MS],
    ['soon', DEFAULT_TIMEOUT_MS],
  ])('%j → %d ms', (value, expected) => {
    expect(timeoutFromEnv(value)).toBe(expected)
  })
})
