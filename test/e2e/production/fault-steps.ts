import type { Locator, Page } from '@playwright/test'
import type { FaultRow } from './fault-matrix'
import { expect, type MockApi } from './fixtures'

/**
 * Waits for `locator`, letting the page's clock run ahead meanwhile: retry back-off, Retry-After and the
 * request time limit pass in a moment instead of seconds. Needs `page.clock.install()` before the page loads.
 */
export async function fastForwardUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true
        await page.clock.fastForward(500)
        return false
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true)
}

/** The failure is told in words: what kind, what happened, the request id; "Try again" only where it helps. */
export async function expectFaultShown(page: Page, alert: Locator, row: FaultRow) {
  await fastForwardUntilVisible(page, alert)
  await expect(alert).toContainText(row.kind)
  await expect(alert).toContainText(row.detail)
  if (row.requestId) await expect(alert).toContainText(`Quote this id to support: ${row.requestId}`)
  const retry = alert.getByRole('button', { name: /^Try again/ })
  if (row.retry) await expect(retry).toBeVisible()
  else await expect(retry).toHaveCount(0)
}

/** How many requests the fault got: retried automatically (network, 5xx, 429) or not. */
export async function expectAttempts(mockApi: MockApi, row: FaultRow, path: RegExp) {
  const attempts = () => mockApi.log().filter((request) => path.test(request.path) && request.fault !== null)
  if (row.attempts !== undefined) expect(attempts()).toHaveLength(row.attempts)
  else expect(attempts().length).toBeGreaterThanOrEqual(1)
  // A hanging request is aborted when its time is up, not left open. The server hears of the abort a moment
  // after the page has told the seller, so this waits for it.
  if (row.fault.kind === 'hang') await expect.poll(() => attempts().every((request) => request.aborted)).toBe(true)
}

/** After the fault ends, "Try again" (once a 429's Retry-After has counted down) loads the screen. */
export async function expectRetryRecovers(page: Page, alert: Locator, mockApi: MockApi, loaded: Locator) {
  const retry = alert.getByRole('button', { name: 'Try again', exact: true })
  mockApi.clearFaults()
  await fastForwardUntilVisible(page, retry)
  await expect(retry).toBeEnabled()
  await retry.click()
  await expect(loaded).toBeVisible()
  await expect(alert).toBeHidden()
}
