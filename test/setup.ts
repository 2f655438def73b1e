import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { resetListAvailability } from '../src/api/list-availability'
import { resetRateLimit } from '../src/api/rate-limit'
import { clearDrafts } from '../src/lib/drafts'
import { resetDb } from '../src/mocks/db'
import { server } from '../src/mocks/node'

// Screens load parts of their code on demand; on a busy CI machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 4000 })

// jsdom has no layout; the router's scroll restoration calls this.
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDb()
  sessionStorage.clear()
  clearDrafts()
  resetRateLimit()
  resetListAvailability()
  // An unexpected console.error (a React warning, a failed prop type, an act() warning) fails the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
