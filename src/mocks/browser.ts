import { delay, http } from 'msw'
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { openNewDispute } from './live-events'
import { startPriceWar } from './price-war'

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
// test), so the seller's alerts can be seen without a server; a competitor undercuts an offer every minute
// (`sellerDemo.startPriceWar(3001)`), so automatic repricing and its limits can be seen.
Object.assign(window, { sellerDemo: { openNewDispute, startPriceWar } })
