import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

/** The first column of the named table once it is not showing a previous view. */
async function firstColumn(page: Page, table: string): Promise<string[]> {
  await expect(page.locator('table[aria-busy]')).toHaveAttribute('aria-busy', 'false')
  return page.getByRole('table', { name: table }).locator('tbody tr td:first-child').allTextContents()
}

test('account orders: filter, sort and page through the URL, back and forward, open an order and come back', async ({
  page,
}) => {
  await signIn(page, '/account-orders')
  const table = page.getByRole('table', { name: 'Account orders' })
  await expect(table).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.getByLabel('Status', { exact: true }).selectOption('delivered')
  await expect(page).toHaveURL(/\/account-orders\?status=delivered$/)
  await page.getByRole('columnheader', { name: /^Price/ }).getByRole('button').click()
  await expect(page).toHaveURL(/\?status=delivered&sort=price$/)
  await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')
  const sorted = await firstColumn(page, 'Account orders')
  expect(sorted.length).toBeGreaterThan(0)

  await page.goto('/account-orders?per_page=15')
  await expect(page).toHaveURL(/\/account-orders$/)
  const pageOne = await firstColumn(page, 'Account orders')
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/account-orders\?page=2$/)
  const pageTwo = await firstColumn(page, 'Account orders')
  expect(pageTwo.some((id) => pageOne.includes(id))).toBe(false)

  await page.goBack()
  await expect(page).toHaveURL(/\/account-orders$/)
  expect(await firstColumn(page, 'Account orders')).toEqual(pageOne)
  await page.goForward()
  await expect(page).toHaveURL(/\?page=2$/)
  expect(await firstColumn(page, 'Account orders')).toEqual(pageTwo)

  const orderId = pageTwo[0]!
  await table.getByRole('link', { name: orderId, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/account-orders/${orderId}$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Account orders')
  await expect(page.getByText(orderId).first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/account-orders\?page=2$/)
  expect(await firstColumn(page, 'Account orders')).toEqual(pageTwo)
})

test('currency offers: filter and sort through the URL, back and forward, open the competing offers and come back', async ({
  page,
}) => {
  await signIn(page, '/currency-offers')
  const table = page.getByRole('table', { name: 'Currency offers' })
  await expect(table).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
  const all = await firstColumn(page, 'Currency offers')

  await page.getByLabel('Status', { exact: true }).selectOption('active')
  await expect(page).toHaveURL(/\/currency-offers\?status=active$/)
  const active = await firstColumn(page, 'Currency offers')
  expect(active.length).toBeLessThan(all.length)
  await page.getByRole('columnheader', { name: /^Price/ }).getByRole('button').click()
  await expect(page).toHaveURL(/\?status=active&sort=price$/)
  await page.getByRole('columnheader', { name: /^Price/ }).getByRole('button').click()
  await expect(page).toHaveURL(/\?status=active&sort=-price$/)

  await page.goBack()
  await expect(page).toHaveURL(/\?status=active&sort=price$/)
  await page.goForward()
  await expect(page).toHaveURL(/\?status=active&sort=-price$/)
  const shown = await firstColumn(page, 'Currency offers')

  await table.getByRole('link', { name: `Competing offers for offer ${shown[0]}` }).click()
  await expect(page).toHaveURL(new RegExp(`/currency-offers/${shown[0]}/other-offers$`))
  await expect(page.getByRole('region', { name: 'Your offer now' })).toContainText(/Rank \d+ of|cannot be ranked|No competitors|Loading/)
  await page.goBack()
  await expect(page).toHaveURL(/\/currency-offers\?status=active&sort=-price$/)
  expect(await firstColumn(page, 'Currency offers')).toEqual(shown)
})
