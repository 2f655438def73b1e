import type { Browser, Page } from '@playwright/test'
import { signedInContext } from './browser'
import { addPageScript } from './paint-probe'

export interface TypingCase {
  name: string
  path: string
  ready: (page: Page) => Promise<void>
  /** The field's accessible name. */
  field: string
  /** Typed in turn, with a pause after each burst long enough for a debounced filter to apply. */
  bursts: string[]
}

export interface Typing {
  name: string
  keystrokes: number
  /**
   * The longest a key or input event waited and ran before the browser could paint again (ms); null when
   * no event took 16 ms or more from input to paint, which Event Timing does not report.
   */
  worstBlockingMs: number | null
}

/** The figure as the report shows it. */
export const blockingText = (typing: Typing) =>
  typing.worstBlockingMs === null ? 'every event under 16 ms' : `${typing.worstBlockingMs} ms`

/** A typist's pace, and a pause longer than a debounce (the list's search box waits 400 ms). */
const KEY_DELAY_MS = 90
const PAUSE_MS = 450

export const TYPING_CASES: TypingCase[] = [
  {
    name: 'gift card orders: "Search by order id"',
    path: 'gift-card-orders',
    ready: (page) => page.locator('table tbody tr').first().waitFor(),
    field: 'Search by order id',
    bursts: ['29', '9', '0'],
  },
]

/** Event Timing: every key or input event of at least 16 ms, from before the page's own scripts. */
function installEventLog() {
  const log: { name: string; blocking: number }[] = []
  ;(window as unknown as { __typing: typeof log }).__typing = log
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (/^(key|input|beforeinput)/.test(entry.name)) log.push({ name: entry.name, blocking: entry.processingEnd - entry.startTime })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/**
 * Types into a filter field as a seller does, in bursts that let a debounced filter fetch and render
 * while the next burst is typed. An event shorter than 16 ms is not reported by Event Timing, and does
 * not block for a frame either.
 */
export async function measureTyping(browser: Browser, appUrl: string, item: TypingCase): Promise<Typing> {
  const context = await signedInContext(browser)
  const page = await context.newPage()
  await addPageScript(page, installEventLog)
  await page.goto(appUrl + item.path)
  await item.ready(page)
  await page.waitForLoadState('networkidle')
  const field = page.getByLabel(item.field)
  await field.click()
  for (const burst of item.bursts) {
    await page.keyboard.type(burst, { delay: KEY_DELAY_MS })
    await page.waitForTimeout(PAUSE_MS)
  }
  await page.waitForLoadState('networkidle')
  // Event Timing reports an event once the frame after it is presented.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))))
  const log = await page.evaluate(() => (window as unknown as { __typing: { blocking: number }[] }).__typing)
  await context.close()
  return {
    name: item.name,
    keystrokes: item.bursts.join('').length,
    worstBlockingMs: log.length ? Math.round(Math.max(...log.map((entry) => entry.blocking)) * 10) / 10 : null,
  }
}
