import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorPage } from '../components/error-page'
import { DefaultNotFound } from '../components/default-not-found'
import { PageLoading } from '../components/ui/page-loading'
import { clearToken } from '../lib/session'
import { routeTree } from '../routeTree.gen'
import { createQueryClient } from './query-client'

export interface CreateAppOptions {
  history?: RouterHistory
  /** Tests turn query retries off. */
  retry?: boolean
  /** Tests show pending states at once. */
  pendingMinMs?: number
}

/**
 * The router and the query client, wired together: a 401 anywhere signs out and asks for a token, then
 * returns to the same page, where unsent text is still there.
 */
export function createApp({ history, retry = true, pendingMinMs }: CreateAppOptions = {}) {
  const queryClient = createQueryClient({
    retry,
    onUnauthorized: () => {
      if (router.state.location.pathname.endsWith('/sign-in')) return
      clearToken()
      queryClient.clear()
      // Unsaved text is kept in memory (lib/drafts) and comes back after signing in: no need to ask first.
      void router.navigate({
        to: '/sign-in',
        search: { redirect: router.state.location.href, expired: true },
        replace: true,
        ignoreBlocker: true,
      })
    },
  })
  const router = createRouter({
    routeTree,
    history,
    basepath: import.meta.env.BASE_URL,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides what is fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: DefaultNotFound,
    defaultPendingComponent: PageLoading,
    ...(pendingMinMs === undefined ? {} : { defaultPendingMinMs: pendingMinMs, defaultPendingMs: 0 }),
  })
  return { router, queryClient }
}

export type AppRouter = ReturnType<typeof createApp>['router']

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
