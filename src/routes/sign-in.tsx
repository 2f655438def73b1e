import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { SignInPage } from '../components/layout/sign-in-page'
import { safeRedirect } from '../lib/redirect'
import { getToken } from '../lib/session'

const signInSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  expired: z.boolean().optional().catch(undefined),
})

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  beforeLoad: ({ search }) => {
    if (getToken()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  head: () => ({ meta: [{ title: 'Sign in · Seller Dashboard' }] }),
  component: SignInRoute,
})

function SignInRoute() {
  const search = Route.useSearch()
  return <SignInPage redirectTo={safeRedirect(search.redirect)} expired={search.expired === true} />
}
