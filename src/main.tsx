import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createApp } from './app/router'
import './styles/tokens.css'
import './styles/base.css'

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
  createRoot(root).render(
    <StrictMode>
      <App app={createApp()} />
    </StrictMode>,
  )
})
