import { delay, http } from 'msw'
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { openNewDispute } from './live-events'

/** A short pause before each API answer in the demo, so loading states show as they would against a real server. */
const DEMO_LATENCY_MS = 150

export const worker = setupWorker(
  // Returns nothing, so the request goes on to the next matching handler after the pause.
  http.all('*/v2/*', async () => {
    await delay(DEMO_LATENCY_MS)
  }),
  ...handlers,
)

// A buyer opens a dispute while the demo is open (`sellerDemo.openNewDispute()` in the console, or an end-to-end
// test), so the seller's alerts can be seen without a server.
Object.assign(window, { sellerDemo: { openNewDispute } })
