import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { SignInPage } from '../components/layout/sign-in-page'
import { safeRedirect } from '../lib/redirect'

const signInSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  expired: z.catch(z.optional(z.boolean()), undefined),
})

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  head: () => ({ meta: [{ title: 'Sign in · Seller Dashboard' }] }),
  component: SignInRoute,
})

function SignInRoute() {
  const search = Route.useSearch()
  const { session } = Route.useRouteContext()
  const redirectTo = safeRedirect(search.redirect)
  return <SignInPage onSignIn={(token) => session.signIn(token, redirectTo)} expired={search.expired === true} />
}
