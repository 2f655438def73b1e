import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { specAccountOrder, specDisputeCase, specGiftCardOrder, specLinks, specMeta, specOtherOffer } from './fixtures'
import { answerAll, failureOf, idOperations, makeClient } from './helpers'
import { readProblems } from './strict-readers'

describe('network failures', () => {
  it.each(idOperations)('$name fails with kind network and status 0 when no response comes', async (op) => {
    answerAll(() => HttpResponse.error())
    const error = await failureOf(op.call(makeClient(), 1))
    expect(error).toMatchObject({ kind: 'network', status: 0, timedOut: false, aborted: false })
    expect(error.message).toMatch(/reach/i)
  })

  it('treats a body cut off halfway as a failure, not as an empty success', async () => {
    const cutOff = () =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":{"id":33'))
            controller.error(new Error('connection reset'))
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      )
    answerAll(cutOff)
    expect(await failureOf(makeClient().acceptOrderDispute(3301))).toMatchObject({ kind: 'network', status: 0 })
    expect(await failureOf(makeClient().getAccountOrder(48213))).toMatchObject({ kind: 'network', status: 0 })
  })
})

/** A handler that answers only when the request is aborted, as a server that never replies. */
function hangUntilAborted(request: Request, reached?: () => void): Promise<Response> {
  reached?.()
  return new Promise((resolve) => {
    request.signal.addEventListener('abort', () => resolve(new HttpResponse(null, { status: 499 })))
  })
}

/** A response whose headers come at once and whose body never ends. */
function stalledBody(): Response {
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":['))
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  )
}

describe('timeout', () => {
  it('gives up when the server does not answer in time', async () => {
    answerAll((request) => hangUntilAborted(request))
    const started = Date.now()
    const error = await failureOf(makeClient({ timeoutMs: 50 }).getAccountOrder(48213))
    expect(error).toMatchObject({ kind: 'network', status: 0, timedOut: true, aborted: false })
    expect(error.message).toMatch(/did not answer/)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('gives up when the body stalls after the headers', async () => {
    answerAll(stalledBody)
    const error = await failureOf(makeClient({ timeoutMs: 80 }).listOtherOffers(7001))
    expect(error).toMatchObject({ kind: 'network', timedOut: true })
  })

  it('does not cut off a slow answer that comes in time', async () => {
    answerAll(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40))
      return HttpResponse.json({ data: specAccountOrder() })
    })
    expect((await makeClient({ timeoutMs: 3000 }).getAccountOrder(48213)).id).toBe(48213)
  })
})

describe('abort by the caller', () => {
  it('fails with aborted set when the caller aborts a pending request', async () => {
    const controller = new AbortController()
    answerAll((request) => hangUntilAborted(request, () => queueMicrotask(() => controller.abort())))
    const error = await failureOf(makeClient().getGiftCardOrder(51007, { signal: controller.signal }))
    expect(error).toMatchObject({ kind: 'network', status: 0, aborted: true, timedOut: false })
    expect(error.message).toMatch(/cancel/i)
  })

  it('fails at once when the signal is already aborted', async () => {
    answerAll(() => HttpResponse.json({ data: specGiftCardOrder() }))
    const error = await failureOf(makeClient().getGiftCardOrder(51007, { signal: AbortSignal.abort() }))
    expect(error).toMatchObject({ kind: 'network', aborted: true })
  })

  it('passes the signal of every operation, mutations included', async () => {
    answerAll((request) => hangUntilAborted(request))
    const calls = [
      (signal: AbortSignal) => makeClient().getAccountOrder(1, { signal }),
      (signal: AbortSignal) => makeClient().updateAccountOrderCredentials(1, 'login: a', { signal }),
      (signal: AbortSignal) => makeClient().acceptOrderDispute(1, undefined, { signal }),
      (signal: AbortSignal) => makeClient().listGiftCardOrders({ page: 2 }, { signal }),
      (signal: AbortSignal) => makeClient().getGiftCardOrder(1, { signal }),
      (signal: AbortSignal) => makeClient().listOtherOffers(1, { signal }),
    ]
    for (const call of calls) {
      const error = await failureOf(call(AbortSignal.timeout(30)))
      expect(error).toMatchObject({ kind: 'network', aborted: true })
    }
  })

  it('fails with aborted set when the caller aborts while the body is read', async () => {
    const controller = new AbortController()
    answerAll(() => {
      setTimeout(() => controller.abort(), 30)
      return stalledBody()
    })
    const error = await failureOf(makeClient().listOtherOffers(7001, { signal: controller.signal }))
    expect(error).toMatchObject({ kind: 'network', aborted: true })
  })
})

describe('responses that do not fit', () => {
  it.each([
    ['data.price', () => makeClient().getAccountOrder(1), { data: { ...specAccountOrder(), price: 'twelve' } }],
    ['data.buyer.id', () => makeClient().getAccountOrder(1), { data: { ...specAccountOrder(), buyer: { id: '77031', username: 'x' } } }],
    [
      'data.events.0.created_at',
      () => makeClient().acceptOrderDispute(1),
      { data: { ...specDisputeCase(), events: [{ ...specDisputeCase().events[0], created_at: 'yesterday' }] }, message: null },
    ],
    [
      'data.1.price_eur',
      () => makeClient().listGiftCardOrders(),
      { data: [specGiftCardOrder(1), { ...specGiftCardOrder(2), price_eur: '93,00' }], meta: specMeta(), links: specLinks() },
    ],
    ['meta.total', () => makeClient().listGiftCardOrders(), { data: [], meta: { ...specMeta(), total: 'many' }, links: specLinks() }],
    ['data.keys.0.key', () => makeClient().getGiftCardOrder(1), { data: { ...specGiftCardOrder(), keys: [{ ...specGiftCardOrder().keys[0], key: 123 }] } }],
    ['data.0.seller.username', () => makeClient().listOtherOffers(1), { data: [{ ...specOtherOffer(), seller: { id: 5 } }] }],
  ])('keeps the answer and marks the field at %s as unreadable', async (path, call, body) => {
    answerAll(() => HttpResponse.json(body))
    const problems = readProblems(await call()).join('; ')
    expect(path.split('.').some((part) => problems.includes(`.${part}: unreadable`))).toBe(true)
  })

  it('fails with invalid_response when the answer has no data member', async () => {
    answerAll(() => HttpResponse.json({ order: specAccountOrder() }))
    const error = await failureOf(makeClient().getAccountOrder(1))
    expect(error).toMatchObject({ kind: 'invalid_response', status: 200, fieldErrors: {} })
    expect(error.message).toContain('data')
  })



  it.each([
    ['HTML', () => HttpResponse.html('<!doctype html><title>Maintenance</title>')],
    ['plain text', () => HttpResponse.text('OK')],
    ['JSON cut short', () => new HttpResponse('{"data": {"id": 4', { headers: { 'Content-Type': 'application/json' } })],
  ])('fails with invalid_response when a 200 body is %s', async (_label, respond) => {
    answerAll(respond)
    const error = await failureOf(makeClient().getAccountOrder(1))
    expect(error).toMatchObject({ kind: 'invalid_response', status: 200 })
    expect(error.message).toMatch(/not JSON/)
  })

  it.each([
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['200 with an empty body', () => new HttpResponse('', { status: 200 })],
  ])('fails with invalid_response when a read gets %s', async (_label, respond) => {
    answerAll(respond)
    expect(await failureOf(makeClient().getAccountOrder(1))).toMatchObject({ kind: 'invalid_response' })
    expect(await failureOf(makeClient().getGiftCardOrder(1))).toMatchObject({ kind: 'invalid_response' })
    expect(await failureOf(makeClient().listGiftCardOrders())).toMatchObject({ kind: 'invalid_response' })
    expect(await failureOf(makeClient().listOtherOffers(1))).toMatchObject({ kind: 'invalid_response' })
  })
})
