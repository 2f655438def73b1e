import { getCurrentShop } from './shop-store'

/*
 * Text the seller typed and has not sent yet, by shop and form: kept in memory for as long as the tab lives, so
 * that an expired session (a 401 sends the seller to sign in, then back), switching shops or closing a dialog by
 * mistake loses nothing. Never written to storage: it can hold a buyer's credentials. Signing out of a shop
 * clears the shop's.
 */
const drafts = new Map<string, Map<string, string>>()

function shopDrafts(): Map<string, string> {
  const shop = getCurrentShop()
  let forms = drafts.get(shop)
  if (!forms) {
    forms = new Map()
    drafts.set(shop, forms)
  }
  return forms
}

export function getDraft(key: string): string | undefined {
  return drafts.get(getCurrentShop())?.get(key)
}

export function setDraft(key: string, value: string): void {
  shopDrafts().set(key, value)
}

export function clearDraft(key: string): void {
  drafts.get(getCurrentShop())?.delete(key)
}

/** The drafts of `shop`, or of every shop. */
export function clearDrafts(shop?: string): void {
  if (shop === undefined) drafts.clear()
  else drafts.delete(shop)
}
