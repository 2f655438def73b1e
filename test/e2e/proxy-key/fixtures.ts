/*
 * The production build made with VITE_AUTH=proxy, behind the auth proxy of test/server, in front of the mock
 * HTTP API: the deployment in which the API key never reaches the browser.
 */
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { Server } from 'node:http'
import { test as base } from '@playwright/test'
import { resetDb } from '../../../src/mocks/db'
import { createAuthProxy } from '../../server/auth-proxy'
import { createMockApiServer } from '../../server/mock-api'

export const BUILD_DIR = resolve('dist-proxy')
/** Accepted by the mock API (any `demo-…` key), and easy to search for in everything the browser gets. */
export const API_KEY = 'demo-proxy-held-Key-9b7e'
export const PROXY_USER = { username: 'seller', password: 'proxy-password' }

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function close(server: Server) {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
}

/** The key the proxy sends: the right one, or one the API refuses (an expired or revoked key). */
interface ProxyKey {
  refuse(): void
  restore(): void
}

export const test = base.extend<{ proxyKey: ProxyKey }, { origin: string; keyState: { refused: boolean } }>({
  keyState: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, provide) => provide({ refused: false }),
    { scope: 'worker' },
  ],
  origin: [
    async ({ keyState }, use) => {
      resetDb()
      const { server: api } = createMockApiServer({ staticDir: BUILD_DIR })
      const apiKey = () => (keyState.refused ? 'revoked-proxy-key' : API_KEY)
      const proxy = createAuthProxy({ upstream: await listen(api), apiKey, ...PROXY_USER, user: PROXY_USER.username })
      await use(await listen(proxy))
      await close(proxy)
      await close(api)
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ origin }, provide) => provide(origin),
  proxyKey: async ({ keyState }, provide) => {
    await provide({ refuse: () => (keyState.refused = true), restore: () => (keyState.refused = false) })
    keyState.refused = false
  },
})

export { expect } from '@playwright/test'
