import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

test('repricing assistant: floor, step and an ignored seller on offer 3001 give one exact price', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, '/currency-offers/3001/other-offers?my_unit=1000')
  const assistant = page.getByRole('region', { name: 'Repricing assistant' })
  // LuckyVault asks 0.000091 per Gold: one step lower is 0.09 per 1K Gold.
  await expect(assistant.getByText('€0.09 per 1K Gold', { exact: true })).toBeVisible()

  await assistant.getByLabel('Floor (EUR per 1K Gold)').fill('0.09')
  await assistant.getByLabel('Undercut step (EUR per 1K Gold)').fill('0.0005')
  await assistant.getByRole('combobox', { name: 'Seller to ignore' }).fill('LuckyVault')
  await assistant.getByRole('button', { name: 'Ignore seller' }).click()
  // GoldenGoblin's 94.22 per 1M Gold is 0.09422 per 1K Gold; 0.0005 lower is 0.09372.
  await expect(assistant.getByText('€0.09372 per 1K Gold', { exact: true })).toBeVisible()
  await expect(assistant.getByText(/^The cheapest counted offer: GoldenGoblin asks €0\.09422 per 1K Gold/)).toBeVisible()

  await assistant.getByRole('button', { name: 'Copy price' }).click()
  await expect(assistant.getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.09372')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)

  // Kept in this browser for this offer.
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Repricing assistant' }).getByText('€0.09372 per 1K Gold', { exact: true }),
  ).toBeVisible()
})

test('activity log: lists a saved credential with its request id, and keeps it after a reload', async ({ page }) => {
  await signIn(page, '/account-orders/1003')
  await page.getByRole('button', { name: 'Reveal credentials' }).click()
  await page.getByRole('textbox', { name: 'Credentials' }).fill('Username: e2e_user\nPassword: e2e-Secret-9')
  await page.getByRole('button', { name: 'Save credentials' }).click()
  await expect(page.getByText('Credentials updated.')).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click()
  const row = page.getByRole('table', { name: 'Activity, newest first' }).getByRole('row').nth(1)
  await expect(row).toContainText('Credentials saved')
  await expect(row).toContainText('Succeeded')
  await expect(row.getByRole('link', { name: 'Account order 1003' })).toBeVisible()
  const requestId = await row.locator('code').textContent()
  expect(requestId).toMatch(/^req-/)
  await expectNoAxeViolations(page)

  await page.reload()
  const again = page.getByRole('table', { name: 'Activity, newest first' }).getByRole('row').nth(1)
  await expect(again).toContainText('Credentials saved')
  await expect(again.locator('code')).toHaveText(requestId!)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)

  // Nothing the seller typed is kept by the browser.
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('seller-dashboard-activity')
      request.onsuccess = () => resolve(request.result)
    })
    const all = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('entries').objectStore('entries').getAll()
      request.onsuccess = () => resolve(request.result)
    })
    return JSON.stringify({ all, local: { ...localStorage } })
  })
  expect(stored).not.toContain('e2e-Secret-9')
  expect(stored).not.toContain('e2e_user')
})
