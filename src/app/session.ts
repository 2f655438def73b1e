import { authMode, setTokenSource } from '../api/auth'
import { relayKeyChanged, setRelayKeyStore } from '../api/relay-key'
import { resetRateLimit } from '../api/rate-limit'
import { clearDrafts } from '../lib/drafts'
import { deleteLedgerCopy } from '../lib/ledger-database'
import { setCurrentShop } from '../lib/shop-store'
import type { Session, ShopsView } from '../routes/__root'
import type { ShopClients } from './shop-clients'
import { addShop, currentShop, currentShopId, listShops, removeShop, switchShop } from './shops'
import { clearRelayKey, getToken, relayKeyStore } from './token-store'

type Destination = { href: string } | { home: true } | { signIn: { redirect?: string; expired?: boolean } }

interface SessionDeps {
  clients: ShopClients
  /** The router's navigation, given late: the router is made with the session in its context. */
  navigate: (to: Destination) => void
  /** The current shop changed: the router's loaders must read its cache from now on. */
  onShopChange: () => void
}

/**
 * The one owner of the seller's session: the tokens of the tab's shops (this tab only), which shop is open, and
 * everything held for the seller. Signing in, switching and signing out, on purpose or because the API said
 * 401, happen here and nowhere else.
 */
export function createSession({ clients, navigate, onShopChange }: SessionDeps): Session {
  setRelayKeyStore(relayKeyStore(currentShopId))
  if (authMode === 'proxy') return proxySession
  setTokenSource(() => getToken(currentShopId()))
  const listeners = new Set<() => void>()
  let view: ShopsView = { shops: listShops(), current: currentShop() }
  setCurrentShop(view.current.id)

  function changed() {
    view = { shops: listShops(), current: currentShop() }
    setCurrentShop(view.current.id)
    resetRateLimit()
    relayKeyChanged()
    onShopChange()
    for (const listener of listeners) listener()
  }

  return {
    canSignOut: true,
    isSignedIn: () => getToken(currentShopId()) !== null,
    signIn(token, redirectTo, shopName = '') {
      clients.pause(currentShopId())
      addShop(shopName, token)
      changed()
      navigate({ href: redirectTo })
    },
    signOut({ expiredAt, shop = currentShopId() } = {}) {
      const wasCurrent = shop === currentShopId()
      removeShop(shop, { forget: expiredAt === undefined })
      clients.drop(shop)
      // On purpose: nothing of the shop is left behind in this tab, unsent text included. Expired: unsent text
      // stays in memory (lib/drafts) and comes back on the same page after signing in again.
      if (expiredAt === undefined) {
        clearRelayKey(shop)
        clearDrafts(shop)
        deleteLedgerCopy(shop)
      }
      const next = listShops()[0]
      if (wasCurrent && expiredAt === undefined && next) switchShop(next.id)
      changed()
      if (!wasCurrent) return
      if (expiredAt !== undefined) navigate({ signIn: { redirect: expiredAt, expired: true } })
      else navigate(next ? { home: true } : { signIn: {} })
    },
    shops: () => view,
    switchShop(id) {
      if (id === currentShopId() || getToken(id) === null) return
      clients.pause(currentShopId())
      switchShop(id)
      changed()
      navigate({ home: true })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * Behind a reverse proxy that holds the API key and signs the seller in itself, there is no token here:
 * the seller is signed in whenever the proxy lets the page load, and signs out at the proxy.
 */
const proxyView: ShopsView = { shops: [], current: { id: '', name: '' } }
const proxySession: Session = {
  canSignOut: false,
  isSignedIn: () => true,
  signIn: () => {},
  signOut: () => {},
  shops: () => proxyView,
  switchShop: () => {},
  subscribe: () => () => {},
}
