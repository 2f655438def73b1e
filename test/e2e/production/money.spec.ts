import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { store } from '../../../src/mocks/db'
import { sumDecimals } from '../../../src/mocks/values'
import { formatMoney } from '../../../src/lib/format'
import { expectAxeCleanLightAndDark } from '../fixtures'
import { expect, openSignedIn, test } from './fixtures'

/* The production build against the mock HTTP API: the ledger, its figures over every page, payouts, the local copy. */

const DAY = 86_400_000
const eur = (amount: string) => formatMoney(amount, 'EUR')

/** The server's sum of the amounts of the payments made within [from, to] (UTC days, ms). */
function serverNet(from: number, to: number): string {
  const payments = [...store().payments.values()].filter((p) => p.created_at * 1000 >= from && p.created_at * 1000 < to + DAY)
  return sumDecimals(payments.map((payment) => payment.amount_eur))
}

const paymentRequests = (log: { path: string }[]) => log.filter((entry) => /^\/v2\/payments\?/.test(entry.path))
const sums = (page: Page) => page.getByRole('list', { name: 'Sums of the range' }).or(page.getByLabel('Sums of the range'))
const netSum = (page: Page) => sums(page).locator('div').filter({ hasText: /^Net/ }).locator('dd span').first()

test.describe.configure({ timeout: 120_000 })

test('ledger: newest first with the balance after, the whole balance from a top-level answer, a CSV of every payment, fines only in the URL and the request, a month over all its pages, the chart and its table, axe', async ({
  page,
  mockApi,
}) => {
  const top = { balance_eur: '10.50', balance_usd: '11.34', warehouse_balance_eur: '2.25', warehouse_balance_usd: '2.43', store_credit_eur: '7.00', store_credit_usd: '7.56', gb_coins: 1234 }
  mockApi.fail('GET /v2/payments/balance$', { kind: 'merge', body: { data: null, message: 'OK', ...top } })
  const payments = [...store().payments.values()].sort((a, b) => b.created_at - a.created_at)
  await openSignedIn(page, '/payments')

  const balance = page.getByRole('definition').filter({ hasText: eur('10.50') })
  await expect(balance).toBeVisible()
  for (const amount of ['2.25', '7.00']) await expect(page.getByText(eur(amount), { exact: true }).first()).toBeVisible()
  await expect(page.getByText('1,234', { exact: true })).toBeVisible()

  const rows = page.getByRole('table', { name: 'Payments' }).locator('tbody tr')
  await expect(rows.first()).toContainText(eur(payments[0]?.balance_after_eur ?? ''))
  await expect(rows.nth(1)).toContainText(eur(payments[1]?.balance_after_eur ?? ''))

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv.trim().split('\r\n')).toHaveLength(payments.length + 1)

  await page.getByLabel('Range', { exact: true }).selectOption('last-month')
  await expect(page).toHaveURL(/created_at=/)
  const now = new Date()
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY
  await expect(netSum(page)).toHaveText(eur(serverNet(from, to)), { timeout: 30_000 })

  const chart = page.getByRole('group', { name: /^Money in, out and net per day/ })
  await expect(chart).toBeVisible()
  await chart.getByRole('img').last().focus()
  await page.keyboard.press('ArrowLeft')
  await expect(chart.getByRole('img').nth(-2)).toBeFocused()
  await page.getByText('Show the figures as a table').click()
  const table = page.getByRole('table', { name: /^Money in, out and net per day/ })
  await expect(table.locator('tbody tr')).toHaveCount(Math.round((to - from) / DAY) + 1)
  await expectAxeCleanLightAndDark(page)

  await page.getByLabel('Range', { exact: true }).selectOption('all')
  await page.getByLabel('Fines only').selectOption('1')
  await expect(page).toHaveURL(/is_fine=1/)
  await expect(rows.first()).toContainText('Fine')
  expect(paymentRequests(mockApi.log()).some((entry) => entry.path.includes('filter%5Bis_fine%5D=1'))).toBe(true)
})

test('payouts: each status, an unknown one as sent; axe', async ({ page }) => {
  await openSignedIn(page, '/payouts?per_page=50')
  const table = page.getByRole('table', { name: 'Payouts' })
  for (const status of ['Requested', 'Paid', 'Rejected', 'Completed', 'On hold']) {
    await expect(table.getByText(status, { exact: true }).first()).toBeVisible()
  }
  await expectAxeCleanLightAndDark(page)
})

test('local copy: a later visit tops up with few pages and the same figures, sign out deletes it', async ({
  page,
  mockApi,
}) => {
  const now = new Date()
  const from = Date.UTC(now.getUTCFullYear(), 0, 1)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  await openSignedIn(page, '/payments')
  await page.getByLabel('Range', { exact: true }).selectOption('this-year')
  await expect(page.getByText(/^Local copy as of/)).toBeVisible({ timeout: 30_000 })
  const firstRead = paymentRequests(mockApi.log()).length
  expect(firstRead).toBeGreaterThan(10)
  await expect(netSum(page)).toHaveText(eur(serverNet(from, today)))

  mockApi.clearFaults()
  await page.reload()
  await expect(netSum(page)).toHaveText(eur(serverNet(from, today)), { timeout: 20_000 })
  await expect(page.getByText(/^Local copy as of/)).toBeVisible()
  // The ledger's first page and the next one (read ahead), and the top-up from the newest day held.
  expect(paymentRequests(mockApi.log()).length).toBeLessThanOrEqual(3)
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain('seller-dashboard.ledger')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByLabel('API token')).toBeVisible()
  const ledgers = () => page.evaluate(async () => (await indexedDB.databases()).filter((db) => db.name?.includes('ledger')).length)
  await expect.poll(ledgers).toBe(0)
})
