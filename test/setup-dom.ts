import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { setTheme } from '../src/components/ui/theme'
import { toast } from '../src/components/ui/toast-store'
import { clearUnread } from '../src/features/alerts/title-count'
import { setCurrentShop } from '../src/lib/shop-store'

// Screens load parts of their code on demand; on a busy machine the first import of one (its module graph
// transformed then) can take several seconds.
// `defaultHidden`: a role query skips its check that the element is not hidden, a getComputedStyle on it and every
// ancestor, which jsdom computes slowly (the most of the time of a test reading a table). jsdom has no layout and the
// tests load no CSS, so only `hidden`, `aria-hidden` and inline styles could hide an element; a test that asserts
// something is shown or not shown where those are used says `{ hidden: false }` (e.g. behind a modal, whose page is
// aria-hidden).
configure({ asyncUtilTimeout: 10_000, defaultHidden: true })

// jsdom has no layout; the router's scroll restoration calls this.
window.scrollTo = () => {}

// The files share one jsdom and one module graph per worker (isolate: false), so each test starts from what a
// fresh tab has: empty storage, the first shop, no toasts, the system theme, the page's own title.
beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  setCurrentShop('')
  setTheme('system')
  toast.clear()
  clearUnread()
  document.title = ''
})
afterEach(() => cleanup())
