/*
 * The production build made for a sub-path, served under that sub-path by the mock HTTP API of test/server
 * (with its SPA fallback), one server per Playwright worker.
 */
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { test as base } from '@playwright/test'
import { resetDb } from '../../../src/mocks/db'
import { createMockApiServer } from '../../server/mock-api'

export const BASE_PATH = '/seller-dashboard/'
export const BUILD_DIR = resolve('dist-subpath')

export const test = base.extend<object, { origin: string }>({
  origin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      resetDb()
      const { server } = createMockApiServer({ staticDir: BUILD_DIR, basePath: BASE_PATH })
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      const { port } = server.address() as AddressInfo
      await use(`http://127.0.0.1:${port}`)
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    },
    { scope: 'worker' },
  ],
  // Relative paths in page.goto resolve below the sub-path.
  baseURL: async ({ origin }, provide) => provide(origin + BASE_PATH),
})

export { expect } from '@playwright/test'
