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
