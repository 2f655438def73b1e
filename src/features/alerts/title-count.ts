const COUNT_PREFIX = /^\(\d+\) /
const FALLBACK_TITLE = 'Seller Dashboard'

let unread = 0

/** "(2) Seller Dashboard": how many alerts came since the seller last looked at the tab; none shows none. */
function show() {
  const base = document.title.replace(COUNT_PREFIX, '') || FALLBACK_TITLE
  document.title = unread > 0 ? `(${unread}) ${base}` : base
}

export function addUnread(count: number): void {
  unread += count
  show()
}

export function clearUnread(): void {
  if (unread === 0) return
  unread = 0
  show()
}
