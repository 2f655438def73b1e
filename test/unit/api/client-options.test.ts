import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { specGiftCardOrder, specLinks, specMeta, TOKEN } from './fixtures'
import { answerAll, idOperations, makeClient, recordingFetch } from './helpers'

const ORIGIN = 'http://localhost:3000'
const listBody = () => ({ data: [specGiftCardOrder()], meta: specMeta(), links: specLinks() })

describe('baseUrl', () => {
  it("'' means the app's own origin, location.origin", async () => {
    expect(location.origin).toBe(ORIGIN)
    const seen = answerAll(() => HttpResponse.json(listBody()))
    await makeClient({ baseUrl: '' }).listGiftCardOrders()
    await makeClient().listGiftCardOrders()
    expect(seen.map((request) => request.url.href)).toEqual([
      `${ORIGIN}/v2/gift-card-orders`,
      `${ORIGIN}/v2/gift-card-orders`,
    ])
  })

  it('sends requests to another origin, with the token, when baseUrl names one', async () => {
    let authorization: string | null = null
    server.use(
      http.get('https://api.market.example/v2/gift-card-orders/:id', ({ request, params }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({ data: specGiftCardOrder(Number(params.id)) })
      }),
    )
    const order = await makeClient({ baseUrl: 'https://api.market.example' }).getGiftCardOrder(51009)
    expect(order.id).toBe(51009)
    expect(authorization).toBe(`Bearer ${TOKEN}`)
  })

  it.each([
    ['https://api.market.example/', 'https://api.market.example/v2/account-orders/7'],
    ['https://gw.market.example/seller-api', 'https://gw.market.example/seller-api/v2/account-orders/7'],
    ['https://gw.market.example/seller-api/', 'https://gw.market.example/seller-api/v2/account-orders/7'],
    ['/proxy', `${ORIGIN}/proxy/v2/account-orders/7`],
  ])('joins baseUrl %j and the path without a double or lost slash', async (baseUrl, expected) => {
    const seen = answerAll(() => HttpResponse.json(idOperations[0]!.ok()))
    await makeClient({ baseUrl }).getAccountOrder(7)
    expect(seen.map((request) => request.url.href)).toEqual([expected])
  })
})

describe('fetch option', () => {
  it('sends every request through the given fetch', async () => {
    const recorder = recordingFetch()
    const seen = answerAll(() => HttpResponse.json(listBody()))
    const page = await makeClient({ fetch: recorder.fetch }).listGiftCardOrders({ page: 2 })
    expect(page.meta.current_page).toBe(2)
    expect(recorder.calls).toHaveLength(1)
    expect(String(recorder.calls[0]!.input)).toBe(`${ORIGIN}/v2/gift-card-orders?page=2`)
    expect(recorder.calls[0]!.init?.method).toBe('GET')
    expect(new Headers(recorder.calls[0]!.init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(seen).toHaveLength(1)
  })

  it('passes the JSON body and a signal to the given fetch', async () => {
    const recorder = recordingFetch()
    answerAll(() => HttpResponse.json(idOperations[2]!.ok()))
    await makeClient({ fetch: recorder.fetch }).acceptOrderDispute(3301, 'ok')
    const init = recorder.calls[0]!.init
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"message":"ok"}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(init?.signal).toBeDefined()
  })
})
