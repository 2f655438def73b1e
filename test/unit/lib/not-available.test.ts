import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/lib/api-error'
import { isNotAvailable } from '../../../src/lib/not-available'

describe('isNotAvailable', () => {
  it.each([404, 405, 501])('is true for an endpoint the server does not have (%i)', (status) => {
    expect(isNotAvailable(new ApiError({ kind: 'http', status, message: 'x' }))).toBe(true)
  })

  it.each([400, 401, 403, 422, 429, 500, 502, 503])('is false for a failure of an endpoint that exists (%i)', (status) => {
    expect(isNotAvailable(new ApiError({ kind: 'http', status, message: 'x' }))).toBe(false)
  })

  it('is false for a network failure, an unreadable answer and anything that is not an API error', () => {
    expect(isNotAvailable(new ApiError({ kind: 'network', message: 'offline' }))).toBe(false)
    expect(isNotAvailable(new ApiError({ kind: 'invalid_response', status: 404, message: 'x' }))).toBe(false)
    expect(isNotAvailable(new Error('404'))).toBe(false)
    expect(isNotAvailable({ status: 404 })).toBe(false)
  })
})
