import { describe, expect, it } from 'vitest'
import { ApiError, defaultMessageForStatus, isApiError, parseRetryAfter } from '../../../src/lib/api-error'

describe('ApiError', () => {
  it('is an Error with defaults for what is not given', () => {
    const error = new ApiError({ kind: 'network', message: 'Could not reach the API.' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'network',
      status: 0,
      message: 'Could not reach the API.',
      fieldErrors: {},
      requestId: null,
      retryAfterSeconds: null,
      timedOut: false,
      aborted: false,
    })
  })

  it('keeps what it is given', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'Invalid',
      fieldErrors: { credentials: ['Too long'] },
      requestId: 'req-1',
      retryAfterSeconds: 7,
    })
    expect(error).toMatchObject({ status: 422, fieldErrors: { credentials: ['Too long'] }, requestId: 'req-1', retryAfterSeconds: 7 })
  })

  it('is told apart from other errors by isApiError', () => {
    expect(isApiError(new ApiError({ kind: 'invalid_request', message: 'x' }))).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError({ kind: 'http', status: 500, message: 'x' })).toBe(false)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2024-06-02T12:00:00Z')

  it.each([
    ['7', 7],
    [' 120 ', 120],
    ['0', 0],
  ])('reads %j seconds', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds)
  })

  it('reads an HTTP date as seconds from now, rounded up', () => {
    expect(parseRetryAfter('Sun, 02 Jun 2024 12:01:30 GMT', now)).toBe(90)
    expect(parseRetryAfter('Sun, 02 Jun 2024 12:00:10 GMT', now - 500)).toBe(11)
  })

  it('reads a date in the past as 0', () => {
    expect(parseRetryAfter('Sun, 02 Jun 2024 11:00:00 GMT', now)).toBe(0)
  })

  it.each([null, '', 'soon', '-5', '1.5'])('gives null for %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeNull()
  })
})

describe('defaultMessageForStatus', () => {
  it.each([400, 401, 403, 404, 422, 429, 500, 502, 503])('has a message of its own for %i', (status) => {
    expect(defaultMessageForStatus(status)).not.toContain(String(status))
    expect(defaultMessageForStatus(status).length).toBeGreaterThan(5)
  })

  it('names statuses it has no message for', () => {
    expect(defaultMessageForStatus(418)).toContain('418')
    expect(defaultMessageForStatus(507)).toContain('507')
  })
})
