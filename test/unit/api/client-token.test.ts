import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiError } from '../../../src/lib/api-error'
import { specAccountOrder, TOKEN } from './fixtures'
import { answerAll, failureOf, makeClient } from './helpers'

/** Everything of an error that could end up on screen, in a log or in an error reporter. */
function everythingShownOf(error: ApiError): string {
  return [error.message, String(error), error.stack, JSON.stringify(error), JSON.stringify(error.fieldErrors)].join('\n')
}

const echo = `Bearer ${TOKEN}`

describe('the token never appears in an error', () => {
  const cases: [string, () => Promise<ApiError>][] = [
    [
      'a 401 whose JSON message and errors echo the Authorization header',
      () => {
        answerAll(() =>
          HttpResponse.json(
            { message: `Invalid token: ${echo}`, errors: { authorization: [`${echo} has expired`], token: TOKEN } },
            { status: 401 },
          ),
        )
        return failureOf(makeClient().getAccountOrder(1))
      },
    ],
    [
      'a 400 HTML page that echoes the header',
      () => {
        answerAll(() => HttpResponse.html(`<h1>Bad header</h1><pre>Authorization: ${echo}</pre>`, { status: 400 }))
        return failureOf(makeClient().getAccountOrder(1))
      },
    ],
    [
      'a 200 that is not JSON and echoes the header',
      () => {
        answerAll(() => HttpResponse.text(`debug: ${echo}`))
        return failureOf(makeClient().getAccountOrder(1))
      },
    ],
    [
      'a 200 whose data does not fit and carries the token as a value',
      () => {
        answerAll(() => HttpResponse.json({ data: { ...specAccountOrder(), id: TOKEN, title: 7 } }))
        return failureOf(makeClient().getAccountOrder(1))
      },
    ],
    [
      'a network failure',
      () => {
        answerAll(() => HttpResponse.error())
        return failureOf(makeClient().listGiftCardOrders())
      },
    ],
    [
      'a timeout',
      () => {
        answerAll(
          (request) =>
            new Promise((resolve) =>
              request.signal.addEventListener('abort', () => resolve(new HttpResponse(null, { status: 499 }))),
            ),
        )
        return failureOf(makeClient({ timeoutMs: 30 }).listOtherOffers(1))
      },
    ],
    ['a cancelled request', () => failureOf(makeClient().getGiftCardOrder(1, { signal: AbortSignal.abort() }))],
    [
      'a refused request',
      () => {
        answerAll()
        return failureOf(makeClient().updateAccountOrderCredentials(1, ' '))
      },
    ],
  ]

  it.each(cases)('after %s', async (_label, fail) => {
    const error = await fail()
    const shown = everythingShownOf(error)
    expect(shown).not.toContain(TOKEN)
    expect(shown).not.toContain(TOKEN.slice(0, 20))
  })

  it('keeps the rest of an echoing server message readable', async () => {
    answerAll(() => HttpResponse.json({ message: `Invalid token: ${echo}` }, { status: 401 }))
    const error = await failureOf(makeClient().getAccountOrder(1))
    expect(error.message).toMatch(/^Invalid token: Bearer \S+$/)
  })
})
