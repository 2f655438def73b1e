import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createApp } from './app/router'
import { yieldToMain } from './lib/idle'
import './styles/tokens.css'
import './styles/base.css'
// The sign-in page's primitives and icon, which every other screen uses too: in the entry (scripts/chunks.ts),
// not in one more file that each first visit would fetch once the entry has run.
import './components/ui/alert'
import './components/ui/card'
import './components/ui/field'
import './components/ui/field-error'
import './components/ui/input'
import './components/layout/demo-badge'
import './components/ui/icon'
import 'lucide/dist/esm/icons/store.mjs'

async function startMockBackend() {
  // Replaced at build time: the production build drops the mock backend entirely.
  if (import.meta.env.VITE_DEMO !== 'true') return
  const { worker } = await import('./mocks/browser')
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

void startMockBackend().then(() => {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  const app = createApp()
  // The first page's requests leave in the next task, not after React's first render; the script's own run stays
  // a task of its own.
  const firstLoad = yieldToMain().then(() => app.router.load())
  createRoot(root).render(
    <StrictMode>
      <App app={app} firstLoad={firstLoad} />
    </StrictMode>,
  )
})
