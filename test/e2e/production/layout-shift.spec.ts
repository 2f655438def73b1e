import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

/*
 * Nothing on a screen moves when its data arrives (the overview's tiles, a list's waiting cases, an order's
 * dispute, the seller's own offer): the layout shifts the browser reports while each screen loads add up to
 * zero, at phone and laptop widths. Each answer of the API comes 400 ms late, so every placeholder is drawn
 * before the data replaces it.
 */
const SCREENS: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('link', { name: /wait for you$/ })).toBeVisible() },
  { path: '/disputes', ready: (page) => expect(page.locator('table tbody tr').first()).toBeVisible() },
  { path: '/account-orders/1001', ready: (page) => expect(page.getByRole('heading', { name: 'Case 7001' })).toBeVisible() },
  {
    path: '/currency-offers/3001/other-offers',
    ready: (page) => expect(page.getByRole('region', { name: 'Your offer now' }).getByText(/^Rank /)).toBeVisible(),
  },
  { path: '/gift-card-orders/2990', ready: (page) => expect(page.getByRole('heading', { name: /^Keys/ })).toBeVisible() },
  // The balance, the first payments and the local copy's first read of a year, with its progress, then its time.
  { path: '/payments', ready: (page) => expect(page.getByText(/^Local copy as of/)).toBeVisible({ timeout: 20_000 }) },
]

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = []
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node as HTMLElement | null | undefined
          return node ? `${node.tagName} ${(node.textContent ?? '').slice(0, 40)}` : '?'
        })
        shifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`no screen shifts its layout as its data arrives, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.route('**/v2/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.fallback()
    })
    await recordShifts(page)
    for (const screen of SCREENS) {
      await openSignedIn(page, screen.path)
      await screen.ready(page)
      // The last answers are drawn; a shift would be reported within a frame or two.
      await page.waitForTimeout(500)
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts)
      expect(shifts, screen.path).toEqual([])
    }
  })
}

// With answers at once the copy's line goes from its hint to the first read's progress within the first frames: its
// one sentence changes from one line at full width to two beside the progress, and must not move.
test('the ledger does not shift as its local copy starts and ends, on a phone with answers at once', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await recordShifts(page)
  const payments = SCREENS.find((screen) => screen.path === '/payments')!
  await openSignedIn(page, payments.path)
  await payments.ready(page)
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts)).toEqual([])
})
