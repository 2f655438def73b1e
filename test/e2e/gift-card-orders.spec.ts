import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

/** Axe once the rows have settled: while the next page loads, the current rows are dimmed on purpose. */
async function expectSettledPageAccessible(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
}

function ordersTable(page: Page) {
  return page.getByRole('table', { name: 'Gift card orders' })
}

/** The ids in the table once it is not showing a previous view. */
async function shownIds(page: Page): Promise<string[]> {
  await expect(page.locator('table[aria-busy]')).toHaveAttribute('aria-busy', 'false')
  return ordersTable(page).locator('tbody tr td:first-child').allTextContents()
}

test('filter, sort, page size, open an order, reveal and copy a key, and come back to the same view', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, '/gift-card-orders')
  await expect(ordersTable(page)).toBeVisible()
  await expect(page.getByText(/1–15 of 200/)).toBeVisible()
  await expectSettledPageAccessible(page)

  await page.getByLabel('Status').selectOption('delivered')
  await expect(page).toHaveURL(/\/gift-card-orders\?status=delivered$/)

  await page.getByRole('columnheader', { name: /^Price/ }).getByRole('button').click()
  await expect(page).toHaveURL(/\?status=delivered&sort=price$/)
  await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')

  await page.getByLabel('Rows per page').selectOption('25')
  await expect(page).toHaveURL(/\?status=delivered&sort=price&per_page=25$/)
  expect(await shownIds(page)).toHaveLength(25)

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\?status=delivered&sort=price&per_page=25&page=2$/)
  const listUrl = page.url()
  const ids = await shownIds(page)
  expect(ids).toHaveLength(25)

  // Open the most expensive order on this page: the last row, sorted by price.
  const orderId = ids.at(-1)!
  await ordersTable(page).getByRole('link', { name: orderId, exact: true }).click()
  await expect(page.getByRole('heading', { name: `Gift card order ${orderId}`, level: 1 })).toBeVisible()
  await expect(page.getByText('•••••-•••••-•••••').first()).toBeVisible()
  const before = await page.content()
  await expectSettledPageAccessible(page)

  await page.getByRole('button', { name: 'Reveal key 1', exact: true }).click()
  const key = (await page.getByRole('region', { name: 'Keys, scrollable' }).getByRole('listitem').first().locator('code').textContent())!.trim()
  expect(key).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/)
  expect(before).not.toContain(key)

  await page.getByRole('button', { name: 'Copy key 1', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied key 1 to the clipboard.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

  await page.goBack()
  await expect(page).toHaveURL(listUrl)
  expect(await shownIds(page)).toEqual(ids)
  await expect(page.getByLabel('Status')).toHaveValue('delivered')
  await expect(page.getByLabel('Rows per page')).toHaveValue('25')
  await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')

  // The way back from the order's page leads to the same view too.
  await ordersTable(page).getByRole('link', { name: orderId, exact: true }).click()
  await page.getByRole('link', { name: 'Back to gift card orders' }).click()
  await expect(page).toHaveURL(listUrl)
})

test('a shared link shows the same view, and invalid values fall back quietly', async ({ page }) => {
  await signIn(page, '/gift-card-orders?status=refunded&sort=-quantity&per_page=10&page=2')
  expect(await shownIds(page)).toHaveLength(10)
  await expect(page.getByText(/11–20 of/)).toBeVisible()

  await page.goto('/gift-card-orders?status=lost&per_page=500&sort=title&created_at=2026-02-30&page=0&brand_id=11')
  await expect(page).toHaveURL(/\/gift-card-orders\?brand_id=11$/)
  await expect(page.getByLabel('Brand ids')).toHaveValue('11')
  await expect(page.getByRole('alert')).toHaveCount(0)

  // By keyboard: a bad id list is explained and kept; a good one applies on Enter.
  const regions = page.getByLabel('Region ids')
  await regions.focus()
  await page.keyboard.type('1;2')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Use whole numbers separated by commas, such as 12,14')).toBeVisible()
  await expect(regions).toHaveValue('1;2')
  await regions.fill('1,2')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/gift-card-orders\?brand_id=11&region_id=1%2C2$/)
  await expect(regions).toBeFocused()
  await expectSettledPageAccessible(page)
})

test('the id and date filters unfold from the keyboard', async ({ page }) => {
  await signIn(page, '/gift-card-orders')
  await expect(ordersTable(page)).toBeVisible()
  const summary = page.getByText('More filters: ids and dates')
  await expect(page.getByLabel('Created from')).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await page.getByLabel('Created from').fill('2026-11-01')
  await page.getByLabel('Created to').fill('2026-11-20')
  await page.getByLabel('Created to').press('Enter')
  await expect(page).toHaveURL(/\/gift-card-orders\?created_at=2026-11-01%2C2026-11-20$/)
  await expect(page.getByText('More filters: ids and dates (1 on)')).toBeVisible()
})

test('1000 keys: only the keys in view are in the page, down to the last', async ({ page }) => {
  await signIn(page, '/gift-card-orders/2999')
  await expect(page.getByRole('heading', { name: 'Keys (1,000)' })).toBeVisible()
  const list = page.getByRole('region', { name: 'Keys, scrollable' })
  expect(await list.getByRole('listitem').count()).toBeLessThan(50)

  await page.getByRole('button', { name: 'Reveal all keys' }).click()
  await expect(list.locator('code').first()).toHaveText(/^[A-Z0-9]{5}-/)

  const mostRows = await page.evaluate(async () => {
    const viewport = document.querySelector('[aria-label="Keys, scrollable"]')!
    let most = 0
    for (let step = 0; step < 80; step++) {
      viewport.scrollTop += 900
      await new Promise((resolve) => requestAnimationFrame(resolve))
      most = Math.max(most, viewport.querySelectorAll('li').length)
    }
    return most
  })
  // Never more than a screenful of rows in the page, whatever the scroll position (speed is the bench's job).
  expect(mostRows).toBeLessThan(40)
  await expect(list.getByText('#1000', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Hide all keys' }).click()
  await expect(list.locator('code').last()).toHaveText('•••••-•••••-•••••Hidden key')
})

test('has no accessibility violations in the dark scheme, and fits a 360 px phone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, '/gift-card-orders?status=delivered')
  await expect(ordersTable(page)).toBeVisible()
  await expectSettledPageAccessible(page)
  await page.goto('/gift-card-orders/2999')
  await expect(page.getByRole('heading', { name: 'Keys (1,000)' })).toBeVisible()
  await page.getByRole('button', { name: 'Copy key 2', exact: true }).focus()
  await expectSettledPageAccessible(page)

  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/gift-card-orders', '/gift-card-orders/2999']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  }
})
