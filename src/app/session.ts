import type { QueryClient } from '@tanstack/react-query'
import { authMode, setTokenSource } from '../api/auth'
import { resetRateLimit } from '../api/rate-limit'
import { clearDrafts } from '../lib/drafts'
import type { Session } from '../routes/__root'
import { clearToken, getToken, setToken } from './token-store'

interface SessionDeps {
  queryClient: QueryClient
  /** The router's navigation, given late: the router is made with the session in its context. */
  navigate: (to: { href: string } | { signIn: { redirect?: string; expired?: boolean } }) => void
}

/**
 * The one owner of the seller's session: the token (this tab only), and everything held for the seller.
 * Signing out, on purpose or because the API said 401, happens here and nowhere else.
 */
export function createSession({ queryClient, navigate }: SessionDeps): Session {
  if (authMode === 'proxy') return proxySession
  setTokenSource(getToken)
  return {
    canSignOut: true,
    isSignedIn: () => getToken() !== null,
    signIn(token, redirectTo) {
      setToken(token)
      navigate({ href: redirectTo })
    },
    signOut({ expiredAt } = {}) {
      clearToken()
      queryClient.clear()
      resetRateLimit()
      if (expiredAt === undefined) {
        // On purpose: nothing is left behind in this tab, unsent text included.
        clearDrafts()
        navigate({ signIn: {} })
        return
      }
      // Expired: unsent text stays in memory (lib/drafts) and comes back on the same page after signing in.
      navigate({ signIn: { redirect: expiredAt, expired: true } })
    },
  }
}

/**
 * Behind a reverse proxy that holds the API key and signs the seller in itself, there is no token here:
 * the seller is signed in whenever the proxy lets the page load, and signs out at the proxy.
 */
const proxySession: Session = {
  canSignOut: false,
  isSignedIn: () => true,
  signIn: () => {},
  signOut: () => {},
}
