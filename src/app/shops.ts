import { MAX_SHOP_NAME, type Shop } from '../lib/shop-store'
import { readTabItem, writeTabItem } from './tab-store'
import { clearToken, getToken, setToken } from './token-store'

/*
 * The shops this tab is signed in to, each with its own token (app/token-store.ts). A shop's id names what the
 * browser keeps for it (lib/shop-store.ts): a slug of its name, unique in the tab. A shop signed in to without
 * a name has the id '', so a seller with one shop keeps what the browser always kept for them.
 */
const SHOPS_KEY = 'seller-dashboard.shops'
const CURRENT_KEY = 'seller-dashboard.current-shop'
const MAX_SLUG = 40

/** A storage-safe id for `name`: lower-case letters, digits and dashes, not among `taken`. */
export function shopSlug(name: string, taken: readonly string[]): string {
  const text = name.trim()
  if (text === '' && !taken.includes('')) return ''
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_SLUG)
      .replace(/-+$/, '') || 'shop'
  let slug = base
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`
  return slug
}

function readEntries(): Shop[] {
  try {
    const parsed: unknown = JSON.parse(readTabItem(SHOPS_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((raw: unknown) => {
      const { id, name } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
      if (typeof id !== 'string' || !/^(?:[a-z0-9-]{1,50})?$/.test(id)) return []
      return [{ id, name: typeof name === 'string' ? name.slice(0, MAX_SHOP_NAME) : '' }]
    })
  } catch {
    return []
  }
}

function writeEntries(shops: readonly Shop[]): void {
  writeTabItem(SHOPS_KEY, JSON.stringify(shops))
}

/** Every shop the tab knows, signed in or waiting to be signed in to again; a lone token is the unnamed shop. */
function knownShops(): Shop[] {
  const entries = readEntries()
  if (getToken('') !== null && !entries.some((shop) => shop.id === '')) entries.unshift({ id: '', name: '' })
  return entries
}

/** The shops this tab holds a token for, in the order they were added. */
export function listShops(): Shop[] {
  return knownShops().filter((shop) => getToken(shop.id) !== null)
}

/**
 * The shop the seller works in: the one last chosen, even while its token is gone (it expired: signing in
 * again returns to it); else the first signed-in shop; '' when there is none.
 */
export function currentShopId(): string {
  const chosen = readTabItem(CURRENT_KEY)
  if (chosen !== null && knownShops().some((shop) => shop.id === chosen)) return chosen
  return listShops()[0]?.id ?? ''
}

export function currentShop(): Shop {
  const id = currentShopId()
  return knownShops().find((shop) => shop.id === id) ?? { id, name: '' }
}

export function switchShop(id: string): void {
  writeTabItem(CURRENT_KEY, id)
}

/**
 * Keeps `token` for the shop named `name` and makes it the current one. A shop of that name whose token is
 * gone (it expired) is signed in to again under its id; otherwise the shop is new, with an id of its own.
 */
export function addShop(name: string, token: string): Shop {
  const trimmed = name.trim().slice(0, MAX_SHOP_NAME)
  const known = knownShops()
  const shop = known.find((old) => old.name === trimmed && getToken(old.id) === null) ?? {
    id: shopSlug(trimmed, known.map((old) => old.id)),
    name: trimmed,
  }
  setToken(token, shop.id)
  writeEntries(known.some((old) => old.id === shop.id) ? known : [...known, shop])
  switchShop(shop.id)
  return shop
}

/** Forgets the shop's token; with `forget`, the shop too (signed out on purpose rather than expired). */
export function removeShop(id: string, { forget }: { forget: boolean }): void {
  clearToken(id)
  if (forget) writeEntries(knownShops().filter((shop) => shop.id !== id))
}
