import type { Browser, Page } from '@playwright/test'
import { signedInContext } from './browser'
import { addPaintProbe, changedPaint, pageNow, responseEnd, watchFor, watchTextChange, type DomCondition } from './paint-probe'
import { summarize, type Summary } from './stats'

export interface DataToPaint {
  name: string
  /** ms from the API response's last byte (Resource Timing responseEnd) to the first frame showing the rows. */
  ms: Summary
}

interface DataCase {
  name: string
  /** Visited first, so the route's code is in the HTTP cache. */
  warmPath: string
  /** The page the seller is on. */
  startPath: string
  startReady: (page: Page) => Promise<void>
  /** The seller opens the screen from there (an in-app navigation). */
  open: (page: Page) => Promise<void>
  /** The API path whose response feeds the screen. */
  api: string
  /** True once the data is rendered. */
  shown: DomCondition
}

const OFFER_ROWS = 'table[aria-labelledby="offers-table-title"] tbody tr:not([aria-hidden])'

export const DATA_CASES: DataCase[] = [
  {
    name: 'gift card order 2999: 1000 keys',
    warmPath: 'gift-card-orders/2999',
    startPath: 'gift-card-orders?sort=-id',
    startReady: (page) => page.getByRole('link', { name: '2999', exact: true }).waitFor(),
    open: (page) => page.getByRole('link', { name: '2999', exact: true }).press('Enter'),
    api: '/v2/gift-card-orders/2999',
    shown: { selector: '[aria-label="Keys, scrollable"] li' },
  },
  {
    name: 'other offers of 3003: 500 offers',
    warmPath: 'currency-offers/3003/other-offers',
    startPath: 'currency-offers/3001/other-offers',
    startReady: (page) => page.locator(OFFER_ROWS).first().waitFor(),
    open: async (page) => {
      await page.getByRole('button', { name: /^Search/ }).click()
      const field = page.getByRole('combobox', { name: 'Search pages, actions and ids' })
      await field.fill('offers 3003')
      await field.press('Enter')
    },
    api: '/v2/currency-offers/3003/other-offers',
    shown: { selector: OFFER_ROWS, textSelector: '#offers-title', text: '3003' },
  },
]

/**
 * The seller, on a page of the app, opens the screen: the time from the moment its data has arrived
 * (responseEnd; or the moment it was asked for, if a preload fetched it earlier) to the first frame
 * that shows the rows. The route's code is cached and compiled first, so only the data is timed.
 */
export async function measureDataToPaint(browser: Browser, appUrl: string, item: DataCase, runs: number) {
  const context = await signedInContext(browser)
  const warm = await context.newPage()
  await warm.goto(appUrl + item.warmPath)
  await warm.waitForLoadState('networkidle')
  await warm.close()
  const samples: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage()
    await addPaintProbe(page)
    await page.goto(appUrl + item.startPath)
    await item.startReady(page)
    await page.waitForLoadState('networkidle')
    await watchFor(page, item.shown, 'data')
    const askedAt = await pageNow(page)
    await item.open(page)
    const mark = await changedPaint(page, 'data')
    const arrived = await responseEnd(page, item.api)
    if (arrived === null) throw new Error(`No response from ${item.api} was seen.`)
    samples.push(mark.paintedAt - Math.max(arrived, askedAt))
    await page.close()
  }
  await context.close()
  return { name: item.name, ms: summarize(samples) } satisfies DataToPaint
}

export interface SortToPaint {
  name: string
  /** ms from the click event's time stamp to the first frame showing the re-sorted rows. */
  ms: Summary
  /** Whether each click waited for an API request (then the time is mostly the network's). */
  fetched: boolean
}

async function clickAndTime(page: Page, button: RegExp, tbody: string): Promise<number> {
  await watchTextChange(page, tbody, 'sort')
  await page.getByRole('button', { name: button }).click()
  const mark = await changedPaint(page, 'sort')
  if (mark.clickAt === null) throw new Error('The click was not seen.')
  return mark.paintedAt - mark.clickAt
}

interface SortCase {
  name: string
  path: string
  tbody: string
  /** Headers pressed in turn; each press changes the order of the rows. */
  buttons: RegExp[]
  /** The rows come from the API: the first press of each sort fetches, a later one finds them cached. */
  fetches: boolean
}

export const SORT_CASES: SortCase[] = [
  {
    name: 'other offers of 3003 (500 offers, sorted in the browser)',
    path: 'currency-offers/3003/other-offers',
    tbody: 'table[aria-labelledby="offers-table-title"] tbody',
    buttons: [/^Stock/, /^Stock/, /^Price per 1/, /^Price per 1/],
    fetches: false,
  },
  {
    name: 'gift card orders, 15 rows (sorted by the API)',
    path: 'gift-card-orders',
    tbody: 'table tbody',
    buttons: [/^Quantity/, /^Quantity/, /^Price/, /^Price/, /^Unit price/, /^Unit price/],
    fetches: true,
  },
]

/**
 * Presses sort headers in turn, timing each click to the frame that shows the new order. For a list the API
 * sorts, the first round fetches each order (timed with the request to the local mock API) and the later
 * rounds show orders seen before, which the query cache still holds.
 */
export async function measureSortToPaint(browser: Browser, appUrl: string, item: SortCase, rounds: number) {
  const context = await signedInContext(browser)
  const page = await context.newPage()
  await addPaintProbe(page)
  await page.goto(appUrl + item.path)
  await page.locator(`${item.tbody} tr:not([aria-hidden])`).first().waitFor()
  await page.waitForLoadState('networkidle')
  const fetched: number[] = []
  const cached: number[] = []
  for (let round = 0; round < rounds + (item.fetches ? 1 : 0); round += 1) {
    for (const button of item.buttons) {
      const ms = await clickAndTime(page, button, item.tbody)
      ;(item.fetches && round === 0 ? fetched : cached).push(ms)
    }
  }
  await context.close()
  const results: SortToPaint[] = []
  if (item.fetches) results.push({ name: `${item.name}, a new order: rows fetched`, ms: summarize(fetched), fetched: true })
  results.push({
    name: item.fetches ? `${item.name}, an order seen before: rows cached` : item.name,
    ms: summarize(cached),
    fetched: false,
  })
  return results
}
