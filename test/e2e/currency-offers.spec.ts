import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, searchAndOpen, signIn } from './fixtures'

const table = (page: Page) => page.getByRole('table', { name: 'Competing offers' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const helper = (page: Page) => page.getByRole('region', { name: 'Price helper' })

test('offer 3001: from the search to the competing offers, sorted, filtered, and priced', async ({ page }) => {
  await signIn(page, '/')
  await searchAndOpen(page, '3001', 'Competing offers for 3001')
  await expect(page).toHaveURL(/\/currency-offers\/3001\/other-offers$/)
  await expect(page.getByRole('heading', { level: 1, name: /Competing offers for your offer 3001/ })).toBeVisible()
  await expect(bodyRows(page)).toHaveCount(36)
  await expect(page.getByText('Updated just now')).toBeVisible()
  const priceHeader = table(page).getByRole('columnheader', { name: /Price per 1 Gold \(EUR\)/ })
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending')
  // The chart and the price helper are folded under the table; their code comes when opened.
  await page.getByRole('heading', { name: 'Price distribution' }).click()
  await expect(page.getByRole('img', { name: 'Offers by price per 1 Gold (EUR)' })).toBeVisible()
  await page.getByRole('heading', { name: 'Price helper' }).click()
  await expectNoAxeViolations(page)

  // Sort by stock, descending, and keep only offers in stock: the URL carries the view.
  await table(page).getByRole('button', { name: /Stock \(Gold\)/ }).click()
  await table(page).getByRole('button', { name: /Stock \(Gold\)/ }).click()
  await expect(table(page).getByRole('columnheader', { name: /Stock/ })).toHaveAttribute('aria-sort', 'descending')
  await page.getByRole('checkbox', { name: 'In stock only' }).check()
  await expect(page).toHaveURL(/sort=-stock&in_stock=true/)
  const inStock = await bodyRows(page).count()
  expect(inStock).toBeLessThan(36)
  await expect(table(page).getByText('Out of stock')).toHaveCount(0)
  await page.getByLabel('Maximum delivery time').selectOption({ label: 'Up to 1 hour' })
  await expect(page).toHaveURL(/max_delivery=1h/)
  const fast = await bodyRows(page).count()
  expect(fast).toBeLessThanOrEqual(inStock)
  await expect(page.getByText(`Showing ${fast} of 36 offers`)).toBeVisible()

  // The price helper, in the offer's own unit: the highest winning price makes the seller the cheapest.
  const h = helper(page)
  await expect(h.getByLabel('Price per').locator('option:checked')).toHaveText(/1K Gold \(your offer’s unit\)/)
  await expect(h.getByText(/^€[\d.]+ per 1K Gold/)).toBeVisible()
  await h.getByRole('button', { name: 'Use this price' }).click()
  await expect(h.getByText(/you would be the cheapest\.$/)).toBeVisible()
  await expect(page.getByText('The dashed line marks your price.')).toBeVisible()
  await h.getByLabel('Your price (EUR)').fill('0,5')
  await expect(h.getByText('Use a dot for decimals: 0.5.')).toBeVisible()
  await h.getByLabel('Your price (EUR)').fill('1')
  await expect(h.getByText(/^Rank \d+ of \d+ \(you and \d+ competitors\): \d+ competitors are cheaper/)).toBeVisible()
  await expect(page).toHaveURL(/my_price=%221%22/)

  // A reload (or a shared link) brings back the same view.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked()
  await expect(bodyRows(page)).toHaveCount(fast)
  await expect(helper(page).getByLabel('Your price (EUR)')).toHaveValue('1')

  // Refresh on demand.
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled()
  await expect(page.getByText('Updated just now')).toBeVisible()

  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
})

test('offer 3002: a clear empty state', async ({ page }) => {
  await signIn(page, '/currency-offers/3002/other-offers')
  await expect(page.getByRole('heading', { name: 'No competitors right now' })).toBeVisible()
  await expect(page.getByText('No other seller offers this currency right now')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('offer 3003: 500 offers sort, filter, scroll and price', async ({ page }) => {
  await signIn(page, '/currency-offers/3003/other-offers')
  await expect(page.getByText('Showing all 500 offers')).toBeVisible()
  await expect(table(page)).toHaveAttribute('aria-rowcount', '501')
  // Only the rows in view (and a few more) are in the document.
  await expect(bodyRows(page).first()).toHaveAttribute('aria-rowindex', '2')
  expect(await table(page).locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80)

  await table(page).getByRole('button', { name: /Delivery time/ }).click()
  await expect(page).toHaveURL(/sort=delivery/)
  await expect(bodyRows(page).first().locator('td').nth(5)).toHaveText('5 minutes')

  // Scrolling the table's box to its end brings the last of the 500 rows.
  await page.getByRole('region', { name: 'Competing offers', exact: true }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }))
  await expect(table(page).locator('tbody tr[aria-rowindex="501"]')).toBeVisible()
  await expect(table(page).locator('tbody tr[aria-rowindex="501"] td').nth(5)).toHaveText('2 days')

  await page.getByRole('checkbox', { name: 'In stock only' }).check()
  await expect(page.getByText(/Showing \d+ of 500/)).toBeVisible()

  await page.getByRole('heading', { name: 'Price helper' }).click()
  await helper(page).getByLabel('Price per').selectOption({ label: '1 Gold (as in the table)' })
  await helper(page).getByLabel('Your price (EUR)').fill('0.0000002')
  await expect(helper(page).getByText(/^Rank \d+ of \d+ \(you and \d+ competitors\)/)).toBeVisible()

  await expectNoAxeViolations(page)
})

test('an unknown offer gives a not-found page with a way back', async ({ page }) => {
  await signIn(page, '/currency-offers/9999/other-offers')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the overview' }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
})

test('works on a 360 px phone without the page scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, '/currency-offers/3001/other-offers')
  await expect(bodyRows(page)).toHaveCount(36)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
