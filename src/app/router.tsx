import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { getCurrentShop } from '../lib/shop-store'
import { ErrorPage } from '../components/error-page'
import { DefaultNotFound } from '../components/default-not-found'
import { PageSkeleton } from '../components/layout/page-skeleton'
import { routeTree } from '../routeTree.gen'
import { createQueryClient } from './query-client'
import { createSession } from './session'
import { createShopClients } from './shop-clients'

export interface CreateAppOptions {
  history?: RouterHistory
  /** Tests turn query retries off. */
  retry?: boolean
  /** Tests show pending states at once. */
  pendingMinMs?: number
}

/**
 * The router, the query clients (one per shop) and the session, wired together: a 401 anywhere signs that shop
 * out and, when it is the one on screen, asks for a token, then returns to the same page, where unsent text is
 * still there.
 */
export function createApp({ history, retry = true, pendingMinMs }: CreateAppOptions = {}) {
  const clients = createShopClients((shop) =>
    createQueryClient({
      retry,
      onUnauthorized: () => {
        if (router.state.location.pathname.endsWith('/sign-in')) return
        session.signOut({ shop, expiredAt: router.state.location.href })
      },
    }),
  )
  const session = createSession({
    clients,
    navigate: (to) => {
      if ('href' in to) void router.navigate({ href: to.href, replace: true })
      else if ('home' in to) void router.navigate({ to: '/', ignoreBlocker: true })
      else void router.navigate({ to: '/sign-in', search: to.signIn, replace: to.signIn.expired === true, ignoreBlocker: true })
    },
    onShopChange: () => {
      router.update({ ...router.options, context: { ...router.options.context, queryClient: clients.get(getCurrentShop()) } })
    },
  })
  const router = createRouter({
    routeTree,
    history,
    basepath: import.meta.env.BASE_URL,
    context: { queryClient: clients.get(getCurrentShop()), session },
    defaultPreload: 'intent',
    // React Query decides what is fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: DefaultNotFound,
    defaultPendingComponent: PageSkeleton,
    ...(pendingMinMs === undefined ? {} : { defaultPendingMinMs: pendingMinMs, defaultPendingMs: 0 }),
  })
  return {
    router,
    session,
    /** The query client of the shop on screen. */
    get queryClient() {
      return clients.get(getCurrentShop())
    },
  }
}

export type AppRouter = ReturnType<typeof createApp>['router']

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
