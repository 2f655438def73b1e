import { createFileRoute, redirect } from '@tanstack/react-router'
import { useRateLimit } from '../api/rate-limit'
import { AppLayout } from '../components/layout/app-layout'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  },
  component: AppRoute,
})

function AppRoute() {
  const { session } = Route.useRouteContext()
  const rateLimit = useRateLimit()
  return <AppLayout onSignOut={session.canSignOut ? () => session.signOut() : undefined} rateLimit={rateLimit} />
}
