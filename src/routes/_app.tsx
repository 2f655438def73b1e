import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useMissingLists } from '../api/list-availability'
import { accountOrderList, currencyOfferList, giftCardOrderList, orderDisputeList } from '../api/lists'
import { useRateLimit } from '../api/rate-limit'
import { AppLayout } from '../components/layout/app-layout'
import { NavAvailability } from '../components/layout/nav-availability'
import { RateLimitIndicator } from '../components/layout/rate-limit-indicator'
import { CurrentShopContext } from '../components/shop-switcher/current-shop'
import { ShopSwitcher } from '../components/shop-switcher/shop-switcher'
import { Alerts } from '../features/alerts/alerts'
import { RelayHeader } from '../features/notifications/relay-header'
import { BreakBanner } from '../features/breaks/break-banner'
import { breakQueries } from '../features/breaks/queries'
import { yieldToMain } from '../lib/idle'
import { AutoRepricing } from '../features/currency-offers/auto-repricing/auto-repricing'
import type { PauseAlert } from '../features/currency-offers/auto-repricing/ports'

// The break dialog's code loads when the seller opens it from the shop menu.
const TakeBreakDialog = lazy(() => import('../features/breaks/take-break-dialog').then((module) => ({ default: module.TakeBreakDialog })))

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  },
  // Every page's break check leaves with the page's own requests, in a task of its own (see `loadQuery`): its work is
  // done before the page's first paint, not once the layout has rendered.
  loader: ({ context }) => void yieldToMain().then(() => context.queryClient.prefetchQuery(breakQueries.current())),
  component: AppRoute,
})

function AppRoute() {
  const { session } = Route.useRouteContext()
  const navigate = useNavigate()
  const { shops, current } = useSyncExternalStore(session.subscribe, session.shops)
  const signOut = session.canSignOut ? () => session.signOut() : undefined
  const [takingBreak, setTakingBreak] = useState(false)
  return (
    <CurrentShopContext value={current.name || null}>
      <LiveNavAvailability>
        <AppLayout
          onSignOut={signOut}
          headerStatus={
            <>
              <LiveRateLimit />
              {/* Bound to the shop's query client: a switch starts the alerts of the shop now on screen. */}
              <Alerts key={current.id} />
              <RelayHeader key={`relay-${current.id}`} />
              <AutoRepricing key={`repricing-${current.id}`} shop={current.id} onPause={alertRepricingPause} />
            </>
          }
          headerShop={
            session.canSignOut ? (
              <ShopSwitcher
                shops={shops}
                current={current}
                onSwitch={(id) => session.switchShop(id)}
                onAdd={() => void navigate({ to: '/sign-in', search: { add: true } })}
                onSignOut={() => session.signOut()}
                onTakeBreak={() => setTakingBreak(true)}
              />
            ) : null
          }
          notice={<BreakBanner key={`break-${current.id}`} />}
          contentKey={current.id}
        />
        {takingBreak ? (
          <Suspense fallback={null}>
            <TakeBreakDialog key={current.id} onClose={() => setTakingBreak(false)} />
          </Suspense>
        ) : null}
      </LiveNavAvailability>
    </CurrentShopContext>
  )
}

/** An offer's automatic repricing paused: the alerts tell (loaded only then). */
const alertRepricingPause = (alert: PauseAlert) =>
  void import('../features/alerts/repricing-pause').then((module) => module.alertRepricingPause(alert))

/** The list each navigation entry opens, so an entry whose list this server lacks says so. */
const LIST_OF_ENTRY: Record<string, string> = {
  '/gift-card-orders': giftCardOrderList.path,
  '/account-orders': accountOrderList.path,
  '/disputes': orderDisputeList.path,
  '/currency-offers': currencyOfferList.path,
}

/** Only the navigation's entries render again when the server turns out to lack a list, not the shell. */
function LiveNavAvailability({ children }: { children: ReactNode }) {
  const missing = useMissingLists()
  const isMissing = useCallback((to: string) => missing.has(LIST_OF_ENTRY[to] ?? ''), [missing])
  return <NavAvailability value={isMissing}>{children}</NavAvailability>
}

/** Every API answer updates the reading: only this line renders again, not the shell around the page. */
function LiveRateLimit() {
  const rateLimit = useRateLimit()
  return (
    <RateLimitIndicator
      low={rateLimit?.low ?? false}
      limit={rateLimit?.limit ?? 0}
      remaining={rateLimit?.remaining ?? 0}
      resetAt={rateLimit?.resetAt ?? null}
    />
  )
}
