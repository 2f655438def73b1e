import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { Shop } from '../lib/shop-store'

/** The tab's signed-in shops and the one the seller works in; the same object until either changes. */
export interface ShopsView {
  shops: readonly Shop[]
  current: Shop
}

/** What routes may ask of the seller's session; app/session.ts provides it. */
export interface Session {
  /** False when a reverse proxy holds the API key and the seller's sign-in (VITE_AUTH=proxy). */
  canSignOut: boolean
  isSignedIn(): boolean
  /** Keeps the token for this tab under the shop `shopName` (optional), then opens `redirectTo` (an in-app path). */
  signIn(token: string, redirectTo: string, shopName?: string): void
  /**
   * Signs out of the current shop (or `shop`): its token and its cache go; the next shop opens, or sign-in.
   * `expiredAt`: the API said 401; the address to come back to after signing in again.
   */
  signOut(options?: { expiredAt?: string; shop?: string }): void
  shops(): ShopsView
  switchShop(id: string): void
  /** Told whenever the shops or the current one change. */
  subscribe(listener: () => void): () => void
}

export interface RouterContext {
  queryClient: QueryClient
  session: Session
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
})
