import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

const table = (page: Page) => page.getByRole('table', { name: 'Competing offers' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const helper = (page: Page) => page.getByRole('region', { name: 'Price helper' })

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
