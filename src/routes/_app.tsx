import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { useRateLimit } from '../api/rate-limit'
import { AppLayout } from '../components/layout/app-layout'
import { RateLimitIndicator } from '../components/layout/rate-limit-indicator'
import { CurrentShopContext } from '../components/shop-switcher/current-shop'
import { ShopSwitcher } from '../components/shop-switcher/shop-switcher'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  },
  component: AppRoute,
})

function AppRoute() {
  const { session } = Route.useRouteContext()
  const navigate = useNavigate()
  const { shops, current } = useSyncExternalStore(session.subscribe, session.shops)
  const signOut = session.canSignOut ? () => session.signOut() : undefined
  return (
    <CurrentShopContext value={current.name || null}>
      <AppLayout
        onSignOut={signOut}
        headerStatus={<LiveRateLimit />}
        headerShop={
          session.canSignOut ? (
            <ShopSwitcher
              shops={shops}
              current={current}
              onSwitch={(id) => session.switchShop(id)}
              onAdd={() => void navigate({ to: '/sign-in', search: { add: true } })}
              onSignOut={() => session.signOut()}
            />
          ) : null
        }
        contentKey={current.id}
      />
    </CurrentShopContext>
  )
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
