import { readTabItem, removeTabItem, writeTabItem } from './tab-store'

/*
 * The API token of each shop lives for this browser tab only (app/tab-store.ts). The first shop, '', keeps the
 * key a single token always had.
 */
const TOKEN_KEY = 'seller-dashboard.token'

const tokenKey = (shop: string) => (shop === '' ? TOKEN_KEY : `${TOKEN_KEY}.${shop}`)

export function getToken(shop = ''): string | null {
  return readTabItem(tokenKey(shop))
}

export function setToken(token: string, shop = ''): void {
  writeTabItem(tokenKey(shop), token)
}

export function clearToken(shop = ''): void {
  removeTabItem(tokenKey(shop))
}

/* The relay's access key (api/relay-key.ts) of each shop, kept the same way. */
const RELAY_KEY = 'seller-dashboard.relay-key'

const relayKeyName = (shop: string) => (shop === '' ? RELAY_KEY : `${RELAY_KEY}.${shop}`)

export function relayKeyStore(shop: () => string) {
  return {
    read: () => readTabItem(relayKeyName(shop())),
    write: (key: string) => writeTabItem(relayKeyName(shop()), key),
    clear: () => removeTabItem(relayKeyName(shop())),
  }
}

export function clearRelayKey(shop: string): void {
  removeTabItem(relayKeyName(shop))
}
