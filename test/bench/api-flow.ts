import type { Browser, Page } from '@playwright/test'
import type { Scenarios } from '../server/scenarios'
import { signedInContext } from './browser'

export interface FlowResult {
  steps: string[]
  /** Every API request, in order. */
  requests: string[]
  /** Distinct queries (method, path and query string) and how often each was fetched. */
  distinct: { request: string; count: number }[]
  /** Queries fetched more than once. */
  repeated: string[]
  seconds: number
}

async function listShown(page: Page, pageNumber: number) {
  if (pageNumber === 1) await page.waitForURL((url) => !url.searchParams.has('page'))
  else await page.waitForURL((url) => url.searchParams.get('page') === String(pageNumber))
  await page.locator('table tbody tr').first().waitFor()
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
}

/**
 * A seller's routine on the list: open it, go to page 2, open an order, come back, go to page 1; all within
 * the queries' fresh time (30 s), so each distinct query should reach the API once.
 */
export async function measureApiFlow(browser: Browser, appUrl: string, scenarios: Scenarios): Promise<FlowResult> {
  const context = await signedInContext(browser)
  const page = await context.newPage()
  scenarios.clear()
  const started = Date.now()
  const steps: string[] = []

  await page.goto(`${appUrl}gift-card-orders`)
  await listShown(page, 1)
  steps.push('open the list')

  await page.getByRole('link', { name: 'Next page' }).click()
  await listShown(page, 2)
  steps.push('page 2')

  const orderLink = page.locator('table tbody tr a').first()
  const orderId = (await orderLink.textContent())?.trim()
  await orderLink.click()
  await page.getByRole('heading', { name: /^Keys/ }).waitFor()
  await page.waitForLoadState('networkidle')
  steps.push(`order ${orderId}`)

  await page.goBack()
  await listShown(page, 2)
  steps.push('back')

  await page.getByRole('link', { name: 'Previous page' }).click()
  await listShown(page, 1)
  steps.push('page 1')

  const seconds = (Date.now() - started) / 1000
  await context.close()
  const requests = scenarios.log.filter((entry) => entry.path.startsWith('/v2/')).map((e) => `${e.method} ${e.path}`)
  const counts = new Map<string, number>()
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1)
  const distinct = [...counts].map(([request, count]) => ({ request, count }))
  return {
    steps,
    requests,
    distinct,
    repeated: distinct.filter((d) => d.count > 1).map((d) => d.request),
    seconds: Math.round(seconds * 10) / 10,
  }
}
