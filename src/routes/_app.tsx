import { createFileRoute, redirect } from '@tanstack/react-router'
import { useRateLimit } from '../api/rate-limit'
import { AppLayout } from '../components/layout/app-layout'
import { RateLimitIndicator } from '../components/layout/rate-limit-indicator'
import { Alerts } from '../features/alerts/alerts'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  },
  component: AppRoute,
})

function AppRoute() {
  const { session } = Route.useRouteContext()
  return (
    <AppLayout
      onSignOut={session.canSignOut ? () => session.signOut() : undefined}
      headerStatus={
        <>
          <LiveRateLimit />
          <Alerts />
        </>
      }
    />
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
