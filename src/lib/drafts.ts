/*
 * Text the seller typed and has not sent yet, by form: kept in memory for as long as the tab lives, so that
 * an expired session (a 401 sends the seller to sign in, then back) or closing a dialog by mistake loses
 * nothing. Never written to storage: it can hold a buyer's credentials. Signing out clears it.
 */
const drafts = new Map<string, string>()

export function getDraft(key: string): string | undefined {
  return drafts.get(key)
}

export function setDraft(key: string, value: string): void {
  drafts.set(key, value)
}

export function clearDraft(key: string): void {
  drafts.delete(key)
}

export function clearDrafts(): void {
  drafts.clear()
}
