import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

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
