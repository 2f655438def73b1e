import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'

test('asks the browser before closing the tab with unsaved credentials', async ({ page }) => {
  await signIn(page, '/account-orders/1003')
  await page.getByRole('button', { name: 'Reveal credentials' }).click()
  await page.getByRole('textbox', { name: 'Credentials' }).pressSequentially(' typo')
  const dialog = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const prompt = await dialog
  expect(prompt.type()).toBe('beforeunload')
  await prompt.accept()
})
