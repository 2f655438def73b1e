import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { Button, buttonClassName } from '../components/ui/button'
import { SignInPage } from '../components/layout/sign-in-page'
import { safeRedirect } from '../lib/redirect'
import { optionalBoolean, optionalString, searchValidator } from '../lib/search-params'
import { shopLabel } from '../lib/shop-store'

interface SignInSearch {
  redirect?: string
  expired?: boolean
  /** Signing in to one more shop, while signed in to others. */
  add?: boolean
}

const signInSearchSchema = searchValidator<SignInSearch, SignInSearch>({
  redirect: optionalString,
  expired: optionalBoolean,
  add: optionalBoolean,
})

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn() && (search.add !== true || !context.session.canSignOut)) {
      throw redirect({ href: safeRedirect(search.redirect), replace: true })
    }
  },
  head: ({ match }) => ({
    meta: [{ title: match.search.add === true ? 'Add a shop · Seller Dashboard' : 'Sign in · Seller Dashboard' }],
  }),
  component: SignInRoute,
})

function SignInRoute() {
  const search = Route.useSearch()
  const { session } = Route.useRouteContext()
  const redirectTo = safeRedirect(search.redirect)
  const { shops, current } = session.shops()
  const adding = search.add === true && session.isSignedIn()
  return (
    <SignInPage
      // A new page for each shop: nothing typed for one shop is offered for the next.
      key={adding ? 'add' : current.id}
      onSignIn={(token, shopName) => session.signIn(token, redirectTo, shopName)}
      expired={search.expired === true}
      otherShops={shops.map(shopLabel)}
      shopName={adding ? '' : current.name}
      adding={adding}
      others={
        adding ? (
          <Link to="/" className={buttonClassName({ variant: 'ghost' })}>
            Cancel
          </Link>
        ) : (
          // The shop on screen expired: the tab's other shops are still signed in.
          shops.map((shop) => (
            <Button key={shop.id} variant="ghost" onClick={() => session.switchShop(shop.id)}>
              Open {shopLabel(shop)} instead
            </Button>
          ))
        )
      }
    />
  )
}
