import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'

test('saving credentials shows a toast', async ({ page }) => {
  await signIn(page, '/account-orders/1003')
  await page.getByRole('button', { name: 'Reveal credentials' }).click()
  await page.getByRole('textbox', { name: 'Credentials' }).fill('Login: new.login\nPassword: changed')
  await page.getByRole('button', { name: 'Save credentials' }).click()
  const notifications = page.getByRole('status', { name: 'Notifications' })
  await expect(notifications.getByText('Credentials saved')).toBeVisible()
  await expect(notifications).not.toContainText('changed')
})
