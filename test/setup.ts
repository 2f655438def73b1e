import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { resetListAvailability } from '../src/api/list-availability'
import { resetRateLimit } from '../src/api/rate-limit'
import { clearDrafts } from '../src/lib/drafts'
import { resetDb } from '../src/mocks/db'
import { server } from '../src/mocks/node'

// Every test file, in Node or in jsdom: the mock API behind fetch, and a clean state before each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDb()
  clearDrafts()
  resetRateLimit()
  resetListAvailability()
  // An unexpected console.error (a React warning, a failed prop type, an act() warning) fails the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
