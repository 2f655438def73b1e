import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

function valueOf(page: Page, region: string, term: string) {
  return page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]')
}

test('edits and saves the credentials of order 1003', async ({ page }) => {
  await signIn(page, '/account-orders/1003')
  await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()

  // Masked: the buyer's login is not in the page until revealed.
  expect(await page.content()).not.toContain('mia_diamond_euw')
  const reveal = page.getByRole('button', { name: 'Reveal credentials' })
  await expect(reveal).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('button', { name: 'Save credentials' })).toBeDisabled()
  await expectNoAxeViolations(page)

  await reveal.click()
  await expect(reveal).toHaveAttribute('aria-pressed', 'true')
  const field = page.getByRole('textbox', { name: 'Credentials' })
  await expect(field).toHaveValue(/Username: mia_diamond_euw/)
  await field.fill('Username: mia_diamond_euw\nPassword: N3w-Pass 🔑')
  await expect(page.getByText('46 / 10000')).toBeVisible()

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Gift card orders' }).click()
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await expectNoAxeViolations(page)
  await leave.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(/\/account-orders\/1003$/)
  await expect(field).toHaveValue('Username: mia_diamond_euw\nPassword: N3w-Pass 🔑')

  await page.getByRole('button', { name: 'Save credentials' }).click()
  await expect(page.getByText('Credentials updated.')).toBeVisible()
  await expect(page.locator('[data-tone="warning"]')).toContainText('The order is already completed')
  await expect(page.getByRole('button', { name: 'Save credentials' })).toBeDisabled()
  await expect(field).toHaveValue('Username: mia_diamond_euw\nPassword: N3w-Pass 🔑')
  await expectNoAxeViolations(page)

  // Saved: leaving does not ask any more.
  await page.getByRole('link', { name: 'Gift card orders' }).click()
  await expect(page).toHaveURL(/\/gift-card-orders/)
})

test('accepts the dispute on order 1001 with a message and shows the refund', async ({ page }) => {
  await signIn(page, '/account-orders/1001')
  const open = page.getByRole('button', { name: 'Accept dispute' })
  await open.click()
  await expect(page).toHaveURL(/\/account-orders\/1001\/accept-dispute$/)
  let dialog = page.getByRole('dialog', { name: 'Accept dispute' })
  await expect(dialog).toContainText('the order is refunded automatically')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })

  // Escape returns to the order, focus on the button that opened the dialog.
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/account-orders\/1001$/)
  await expect(open).toBeFocused()

  await open.click()
  dialog = page.getByRole('dialog', { name: 'Accept dispute' })
  await dialog.getByRole('textbox', { name: 'Message to buyer' }).fill('Sorry about this 🙏 refunding now.')
  await expect(dialog.getByText('33 / 1200')).toBeVisible()
  await dialog.getByRole('button', { name: 'Accept dispute' }).dblclick()

  await expect(page).toHaveURL(/\/account-orders\/1001$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
  await expect(valueOf(page, 'Order', 'Status')).toHaveText('Refunded')
  await expect(valueOf(page, 'Dates', 'Refunded')).not.toHaveText('Not yet')
  await expect(valueOf(page, 'Dispute', 'Outcome')).toHaveText('Refunded')
  const events = page.getByRole('list', { name: 'Events of the case' })
  await expect(events).toContainText('Seller accepted by EmberTrade')
  await expect(events).toContainText('Message: Sorry about this 🙏 refunding now.')
  await expect(events.locator('a[href^="javascript:"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('shows the missing values of order 1004 as "not yet", never as 1970 dates, in light and dark', async ({
  page,
}) => {
  await signIn(page, '/account-orders/1004')
  await expect(page.getByRole('heading', { level: 1, name: /AR 58/ })).toBeVisible()
  await expect(valueOf(page, 'Dates', 'Completed')).toHaveText('Not yet')
  await expect(valueOf(page, 'Dates', 'Refunded')).toHaveText('Not yet')
  await expect(valueOf(page, 'Dates', 'Purchased')).toContainText('ago')
  await expect(page.getByText('Not rated yet.')).toBeVisible()
  await expect(page.locator('body')).not.toContainText('1970')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
})

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
