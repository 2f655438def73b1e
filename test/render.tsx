import { createMemoryHistory } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/app'
import { createApp } from '../src/app/router'
import { setToken } from '../src/app/token-store'

interface RenderRouteOptions {
  /** The API token in the session; null renders signed out. Default 'demo'. */
  token?: string | null
  /** Options for userEvent.setup (e.g. `{ advanceTimers }` with fake timers). */
  user?: Parameters<typeof userEvent.setup>[0]
}

/** Renders the real route tree at `url`, with the real query client (retries off) and MSW behind it. */
export async function renderRoute(url: string, { token = 'demo', user: userOptions }: RenderRouteOptions = {}) {
  if (token) setToken(token)
  const history = createMemoryHistory({ initialEntries: [url] })
  const app = createApp({ history, retry: false, pendingMinMs: 0 })
  const user = userEvent.setup({ delay: null, ...userOptions })
  const firstLoad = app.router.load()
  const result = render(<App app={app} firstLoad={firstLoad} />)
  // Inside act: the first screen renders in a transition once the load is done (useFirstLoad), which act lets
  // finish, as a browser would a few milliseconds later.
  await act(() => firstLoad)
  return { ...result, user, router: app.router, queryClient: app.queryClient, history }
}

/** The current URL of the router, path and search, for asserting what a link would reproduce. */
export function currentUrl(router: Awaited<ReturnType<typeof renderRoute>>['router']): string {
  return router.state.location.href
}
