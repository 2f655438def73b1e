/*
 * End-to-end tests of the production build (no mock worker) behind the mock HTTP API of test/server.
 * Each Playwright worker runs its own server, in-process, on a free port: its own database and its own
 * scripted faults, so tests in parallel never see each other's faults. Every test also checks that the
 * page raised no Content-Security-Policy violation and no uncaught error, and that the token never
 * showed up in a URL, a console message, the page or localStorage.
 */
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { test as base, expect, type Page, type Request } from '@playwright/test'
import { resetDb } from '../../../src/mocks/db'
import { createMockApiServer } from '../../server/mock-api'
import type { Fault, LoggedRequest, Scenarios } from '../../server/scenarios'

/** The build that build.setup.ts makes: production, with a short request time limit. */
export const BUILD_DIR = resolve('dist-faults')
export const TIMEOUT_SECONDS = 3

/** The URL of the built file of the module `src` (a path from the project's root), read from the build's manifest. */
export function builtFile(src: string): RegExp {
  const manifest = JSON.parse(readFileSync(resolve(BUILD_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
  const chunk = manifest[src]
  if (!chunk) throw new Error(`The build's manifest has no chunk for ${src}.`)
  return new RegExp(`/${chunk.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** Accepted by the mock API (any `demo-…` token), and easy to search for in everything the page leaks. */
export const TOKEN = 'demo-e2e-Secret-Token-4f1c9a'

export interface MockApi {
  /** The app's origin, which is also the API's. */
  origin: string
  /** Makes requests matching "METHOD /path-regex" fail with `fault`, `times` times or every time. */
  fail(match: string, fault: Fault, times?: number): void
  /** Ends every fault (and empties the log); the next requests are answered normally. */
  clearFaults(): void
  /** Back to the seed, no fault and an empty log: for a test that tries several faults in turn. */
  reset(): void
  /** Requests seen so far on /v2/*. */
  log(): LoggedRequest[]
}

interface WorkerFixtures {
  /** `relay.target`: where the server's `/relay/` proxy forwards (a test's own relay), or null. */
  server: { origin: string; scenarios: Scenarios; relay: { target: string | null } }
}

interface TestFixtures {
  /** Console errors a test provokes on purpose (React reports an error its boundary caught). */
  expectedConsoleErrors: RegExp[]
  mockApi: MockApi
  /** Problems seen during the test: uncaught errors, CSP violations, token leaks. Checked at the end. */
  pageProblems: string[]
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const relay: { target: string | null } = { target: null }
      const { server, scenarios } = createMockApiServer({ staticDir: BUILD_DIR, relay })
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      const { port } = server.address() as AddressInfo
      await use({ origin: `http://127.0.0.1:${port}`, scenarios, relay })
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, provide) => provide(server.origin),

  expectedConsoleErrors: [[], { option: true }],

  // Every test starts from the seed, with no fault.
  mockApi: [
    async ({ server }, use) => {
      resetDb()
      server.scenarios.clear()
      await use({
        origin: server.origin,
        fail: (match, fault, times) => server.scenarios.add({ match, fault, times }),
        clearFaults: () => server.scenarios.clear(),
        reset: () => {
          resetDb()
          server.scenarios.clear()
        },
        log: () => [...server.scenarios.log],
      })
    },
    { auto: true },
  ],

  pageProblems: [
    async ({ page, server, expectedConsoleErrors }, use) => {
      const problems: string[] = []
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
        })
      })
      // Nothing reaches another origin: the browser resolves no other host (test/chromium.ts), so the
      // seed's images fail at once. Not a route: routing turns the browser's cache off, and every page load would
      // compile the app's code again.
      const leaks: Promise<void>[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        if (text.includes(TOKEN)) problems.push(`token in the console: ${text}`)
        // A failed request is logged by the browser itself; that is what these tests provoke.
        const expected = [/^Failed to load resource/, ...expectedConsoleErrors].some((pattern) => pattern.test(text))
        if (message.type() === 'error' && !expected) problems.push(`console: ${text}`)
      })
      page.on('request', (request) => {
        if (request.url().includes(TOKEN)) problems.push(`token in a URL: ${request.url()}`)
        if (new URL(request.url()).origin === server.origin) return
        leaks.push(
          request.allHeaders().then(
            (headers) => void (headers['authorization'] && problems.push(`token sent to ${request.url()}`)),
            () => {},
          ),
        )
      })
      await use(problems)
      await Promise.all(leaks)
      if (!page.isClosed() && page.url().startsWith(server.origin)) {
        const stored = await page
          .evaluate(() => JSON.stringify(localStorage) + document.cookie + location.href)
          .catch(() => '')
        if (stored.includes(TOKEN)) problems.push('token in localStorage, a cookie or the URL')
        if ((await page.content()).includes(TOKEN)) problems.push('token in the page')
      }
      expect(problems).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The API requests the page itself sends with `method` (every one but GET when none is given) to a path matching
 * `path`, in order, as the page sends them: a resend of the browser's own, below the page, is not among them.
 */
export function requestsSent(page: Page, method?: string, path = /^\/v2\//): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    const methodMatches = method === undefined ? request.method() !== 'GET' : request.method() === method
    if (methodMatches && path.test(new URL(request.url()).pathname)) sent.push(request)
  })
  return sent
}

/** Opens `path` (or stays on the sign-in page it is on), signs in, and waits to be let in. */
export async function signIn(page: Page, path?: string) {
  if (path !== undefined) await page.goto(path)
  await page.getByLabel('API token').fill(TOKEN)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
}

const tokenGiven = new WeakSet<Page>()

/** Opens `path` already signed in: the token is put in sessionStorage, as signing in does. */
export async function openSignedIn(page: Page, path: string) {
  if (!tokenGiven.has(page)) await giveToken(page)
  await page.goto(path)
}

async function giveToken(page: Page) {
  tokenGiven.add(page)
  await page.addInitScript((token) => {
    // about:blank, which a test may pass through between pages, has no storage.
    if (location.protocol === 'about:') return
    if (!sessionStorage.getItem('seller-dashboard.token:used')) {
      sessionStorage.setItem('seller-dashboard.token', token)
      sessionStorage.setItem('seller-dashboard.token:used', '1')
    }
  }, TOKEN)
}

/** The message a failed screen shows: its heading, the kind of failure and the detail. */
export function errorState(page: Page, heading: string | RegExp) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: heading }) })
}

/** Everything this browser keeps where a page can reach it: localStorage, sessionStorage and every IndexedDB store. */
export async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: unknown[] = [{ ...localStorage }, { ...sessionStorage }]
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const store of database.objectStoreNames) {
        const all = database.transaction(store).objectStore(store).getAll()
        dump.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))))
      }
      database.close()
    }
    return JSON.stringify(dump)
  })
}
