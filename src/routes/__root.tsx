import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

/** What routes may ask of the seller's session; app/session.ts provides it. */
export interface Session {
  /** False when a reverse proxy holds the API key and the seller's sign-in (VITE_AUTH=proxy). */
  canSignOut: boolean
  isSignedIn(): boolean
  /** Keeps the token for this tab, then opens `redirectTo` (an in-app path). */
  signIn(token: string, redirectTo: string): void
  /** `expiredAt`: the address to come back to after signing in again (the API said 401). */
  signOut(options?: { expiredAt?: string }): void
}

export interface RouterContext {
  queryClient: QueryClient
  session: Session
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
})
