import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { specAccountOrder } from './fixtures'
import { answerAll, makeClient, recordingFetch } from './helpers'

describe('behind a proxy that holds the API key (auth: proxy)', () => {
  it('sends no Authorization header and asks for no token', async () => {
    const seen = answerAll(() => HttpResponse.json({ data: specAccountOrder() }))
    const client = makeClient({ auth: 'proxy', getToken: () => null })
    await expect(client.getAccountOrder(1)).resolves.toMatchObject({ id: specAccountOrder().id })
    expect(seen[0]?.headers.get('Authorization')).toBeNull()
  })

  it('marks a 401 as the proxy’s key refused, not the seller’s token', async () => {
    answerAll(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }))
    const proxied = await makeClient({ auth: 'proxy', getToken: () => null }).getAccountOrder(1).catch((error: unknown) => error)
    expect(proxied).toMatchObject({ status: 401, viaProxy: true })
    const withToken = await makeClient().getAccountOrder(1).catch((error: unknown) => error)
    expect(withToken).toMatchObject({ status: 401, viaProxy: false })
  })

  it("keeps the proxy's own sign-in: credentials go along to the same origin only", async () => {
    const recording = recordingFetch()
    await makeClient({ auth: 'proxy', fetch: recording.fetch }).getAccountOrder(1).catch(() => undefined)
    expect(recording.calls[0]?.init?.credentials).toBe('same-origin')
  })

  it('in token mode, sends the token and never cookies or HTTP credentials', async () => {
    const recording = recordingFetch()
    await makeClient({ fetch: recording.fetch }).getAccountOrder(1).catch(() => undefined)
    expect(recording.calls[0]?.init?.credentials).toBe('omit')
    expect(new Headers(recording.calls[0]?.init?.headers).get('Authorization')).toMatch(/^Bearer /)
  })
})
