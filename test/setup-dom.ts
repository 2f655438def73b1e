import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { toast } from '../src/components/ui/toast-store'
import { setCurrentShop } from '../src/lib/shop-store'

// Screens load parts of their code on demand; on a busy CI machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 4000 })

// jsdom has no layout; the router's scroll restoration calls this.
window.scrollTo = () => {}

// The files of a worker share one jsdom and one module graph (vite.config.ts): what a test leaves in the
// browser's storage, the toasts or the chosen shop goes before the next.
beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  toast.clear()
  setCurrentShop('')
})
afterEach(() => cleanup())
