import type { AddressInfo } from 'node:net'
import { http, passthrough } from 'msw'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { createMockApiServer } from '../../server/mock-api'
import { call } from './request'

const BEYOND_SPEC = ['/account-orders', '/order-disputes', '/order-disputes/7001', '/currency-offers', '/currency-offers/3001', '/payments/balance']
const SPEC = [
  ['GET', '/account-orders/1001'],
  ['GET', '/gift-card-orders'],
  ['GET', '/gift-card-orders/2999'],
  ['GET', '/currency-offers/3001/other-offers'],
  ['POST', '/order-disputes/7001/accept'],
] as const

describe('olderServerHandlers (MSW)', () => {
  it.each([404, 405, 501] as const)('answers %i for every endpoint beyond the spec, and the six operations as usual', async (code) => {
    server.use(...olderServerHandlers(code))
    for (const path of BEYOND_SPEC) {
      const { status, body } = await call(path)
      expect(status, path).toBe(code)
      expect(body).toEqual({ message: expect.any(String) })
    }
    for (const [method, path] of SPEC) expect((await call(path, { method, json: {} })).status, path).toBe(200)
  })
})

describe('the mock API server', () => {
  const servers: { close: () => Promise<void> }[] = []

  async function start(specOnly?: 404) {
    const { server: mockApi, scenarios } = createMockApiServer({ specOnly })
    await new Promise<void>((done) => mockApi.listen(0, '127.0.0.1', done))
    const origin = `http://127.0.0.1:${(mockApi.address() as AddressInfo).port}`
    servers.push({ close: () => new Promise((done) => mockApi.close(() => done())) })
    const control = (path: string, method: string, json?: unknown) =>
      fetch(`${origin}${path}`, { method, body: json === undefined ? undefined : JSON.stringify(json) })
    return { api: `${origin}/v2`, scenarios, control }
  }

  // The requests go to a real socket; MSW lets them through.
  beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())))
  afterAll(async () => {
    await Promise.all(servers.map((open) => open.close()))
  })

  const statusOf = async (api: string, path: string, method = 'GET') =>
    (await call(`${api}${path}`, { method, json: method === 'GET' ? undefined : {} })).status

  it('serves every endpoint, and plays an older server after POST /__spec-only until DELETE', async () => {
    const { api, control } = await start()
    for (const path of BEYOND_SPEC) expect(await statusOf(api, path), path).toBe(200)

    expect((await control('/__spec-only', 'POST')).status).toBe(200)
    for (const path of BEYOND_SPEC) expect(await statusOf(api, path), path).toBe(404)
    for (const [method, path] of SPEC) expect(await statusOf(api, path, method), path).toBe(200)

    expect((await control('/__spec-only', 'POST', { status: 501 })).status).toBe(200)
    expect(await statusOf(api, '/currency-offers/3001')).toBe(501)
    expect((await control('/__spec-only', 'POST', { status: 418 })).status).toBe(400)

    expect((await control('/__spec-only', 'DELETE')).status).toBe(200)
    expect(await statusOf(api, '/account-orders')).toBe(200)
  })

  it('starts as an older server with the spec-only option, and stays one after a clear', async () => {
    const { api, scenarios, control } = await start(404)
    expect(await statusOf(api, '/order-disputes')).toBe(404)
    expect(await statusOf(api, '/order-disputes/7001')).toBe(404)
    expect(await statusOf(api, '/account-orders/1001')).toBe(200)
    expect(scenarios.log.at(-2)).toMatchObject({ path: '/v2/order-disputes/7001', fault: 'status' })
    await control('/__spec-only', 'DELETE')
    expect(await statusOf(api, '/order-disputes')).toBe(200)
    expect((await control('/__reset', 'POST')).status).toBe(200)
    expect(await statusOf(api, '/order-disputes')).toBe(404)
  })
})
