import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { defaultMessageForStatus } from '../../../src/lib/api-error'
import { answer, answerAll, failureOf, idOperations, makeClient } from './helpers'

const HTML_502 = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>'

describe('HTTP errors with a JSON body', () => {
  it('reads message, errors given as strings, and request_id', async () => {
    answer('patch', '*/v2/account-orders/:id/credentials', () =>
      HttpResponse.json(
        {
          message: 'The given data was invalid.',
          errors: { credentials: 'The credentials may not be greater than 10000 characters.' },
          request_id: 'req_01HZX8Q4M2',
        },
        { status: 422 },
      ),
    )
    const error = await failureOf(makeClient().updateAccountOrderCredentials(48213, 'login: a'))
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { credentials: ['The credentials may not be greater than 10000 characters.'] },
      requestId: 'req_01HZX8Q4M2',
      retryAfterSeconds: null,
    })
    expect(error).toBeInstanceOf(Error)
  })

  it('reads errors given as arrays, and a mix of both', async () => {
    answer('post', '*/v2/order-disputes/:id/accept', () =>
      HttpResponse.json(
        {
          message: 'The message field must not be greater than 1200 characters. (and 1 more error)',
          errors: {
            message: ['The message field must not be greater than 1200 characters.', 'The message must be a string.'],
            order: 'The dispute is already closed.',
          },
        },
        { status: 422 },
      ),
    )
    const error = await failureOf(makeClient().acceptOrderDispute(3301, 'ok'))
    expect(error.fieldErrors).toEqual({
      message: ['The message field must not be greater than 1200 characters.', 'The message must be a string.'],
      order: ['The dispute is already closed.'],
    })
    expect(error.requestId).toBeNull()
  })

  it('keeps the server message of a 404', async () => {
    answer('get', '*/v2/gift-card-orders/:id', () =>
      HttpResponse.json({ message: 'No query results for model [GiftCardOrder] 999.' }, { status: 404 }),
    )
    const error = await failureOf(makeClient().getGiftCardOrder(999))
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'No query results for model [GiftCardOrder] 999.' })
  })

  it('falls back to a message of its own when the body has none or an odd shape', async () => {
    const bodies = [{}, { message: '   ' }, { message: 42, errors: 'oops', request_id: 7 }, ['error'], 'error']
    for (const body of bodies) {
      answerAll(() => HttpResponse.json(body, { status: 400 }))
      const error = await failureOf(makeClient().getAccountOrder(1))
      expect(error).toMatchObject({ kind: 'http', status: 400, fieldErrors: {}, requestId: null })
      expect(error.message).toBe(defaultMessageForStatus(400))
    }
  })

  it('takes the request id from X-Request-Id when the body has none, the body first otherwise', async () => {
    answerAll(() =>
      HttpResponse.json({ message: 'Server Error' }, { status: 500, headers: { 'X-Request-Id': 'hdr-77' } }),
    )
    expect((await failureOf(makeClient().getAccountOrder(1))).requestId).toBe('hdr-77')
    answerAll(() =>
      HttpResponse.json(
        { message: 'Server Error', request_id: 'body-78' },
        { status: 500, headers: { 'X-Request-Id': 'hdr-78' } },
      ),
    )
    expect((await failureOf(makeClient().getAccountOrder(1))).requestId).toBe('body-78')
  })
})

describe('HTTP errors without a JSON body', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504])('gives a readable message for %i with no body', async (status) => {
    answerAll(() => new HttpResponse(null, { status }))
    const error = await failureOf(makeClient().listGiftCardOrders())
    expect(error).toMatchObject({ kind: 'http', status, fieldErrors: {}, requestId: null })
    expect(error.message).toBe(defaultMessageForStatus(status))
    expect(error.message.length).toBeGreaterThan(5)
  })

  it.each([418, 599])('names the status %i when it has no message for it', async (status) => {
    answerAll(() => new HttpResponse(null, { status }))
    const error = await failureOf(makeClient().listGiftCardOrders())
    expect(error.message).toContain(String(status))
  })

  it('does not show an HTML error page as the message', async () => {
    answerAll(() => HttpResponse.html(HTML_502, { status: 502 }))
    const error = await failureOf(makeClient().listOtherOffers(7001))
    expect(error).toMatchObject({ kind: 'http', status: 502, fieldErrors: {} })
    expect(error.message).toBe(defaultMessageForStatus(502))
    expect(error.message).not.toContain('<')
  })

  it('reads an HTML page sent as application/json as no body', async () => {
    answerAll(() => new HttpResponse(HTML_502, { status: 502, headers: { 'Content-Type': 'application/json' } }))
    const error = await failureOf(makeClient().getAccountOrder(1))
    expect(error).toMatchObject({ kind: 'http', status: 502, message: defaultMessageForStatus(502) })
  })

  it.each(idOperations)('$name fails with the status of the response', async (op) => {
    answerAll(() => new HttpResponse(null, { status: 503 }))
    expect(await failureOf(op.call(makeClient(), 1))).toMatchObject({ kind: 'http', status: 503 })
  })
})

describe('429 Too Many Requests', () => {
  it('reads Retry-After given in seconds', async () => {
    answerAll(() =>
      HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '7' } }),
    )
    const error = await failureOf(makeClient().listGiftCardOrders())
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'Too Many Attempts.', retryAfterSeconds: 7 })
  })

  it('reads Retry-After given as an HTTP date, as seconds from now', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString()
    answerAll(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': inTwoMinutes } }))
    const error = await failureOf(makeClient().listGiftCardOrders())
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(118)
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120)
  })

  it('leaves retryAfterSeconds null without a usable Retry-After', async () => {
    answerAll(() => new HttpResponse(null, { status: 429 }))
    expect((await failureOf(makeClient().listGiftCardOrders())).retryAfterSeconds).toBeNull()
    answerAll(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': 'soon' } }))
    expect((await failureOf(makeClient().listGiftCardOrders())).retryAfterSeconds).toBeNull()
  })
})
