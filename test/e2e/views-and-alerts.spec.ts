import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

const darkTheme = (page: Page) => page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check()

test('saved views: save the filters and sort, reload, apply the view from its chip', async ({ page }) => {
  // Three axe passes and a reload.
  test.slow()
  await signIn(page, '/gift-card-orders')
  await page.getByLabel('Status', { exact: true }).selectOption('refunded')
  await page.getByRole('columnheader', { name: /^Price/ }).getByRole('button').click()
  await expect(page).toHaveURL(/\/gift-card-orders\?status=refunded&sort=price$/)

  const views = page.getByRole('group', { name: 'Saved views of gift card orders' })
  await views.getByRole('button', { name: 'Save view' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByLabel('View name').fill('Refunded by price')
  await expectNoAxeViolations(page)
  await dialog.getByLabel('View name').press('Enter')
  await expect(dialog).toBeHidden()
  const chip = views.getByRole('button', { name: 'Refunded by price', exact: true })
  await expect(chip).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  await page.getByRole('link', { name: 'Gift card orders' }).first().click()
  await expect(page).toHaveURL(/\/gift-card-orders$/)
  await expect(chip).toHaveAttribute('aria-pressed', 'false')
  await chip.click()
  await expect(page).toHaveURL(/\/gift-card-orders\?status=refunded&sort=price$/)
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')

  // The view's menu by keyboard, clean under axe in the dark theme too.
  await darkTheme(page)
  await expectNoAxeViolations(page)
  await views.getByRole('button', { name: 'Manage view Refunded by price' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'View “Refunded by price”' })
  await expect(menu.getByLabel('View name')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(views.getByRole('button', { name: 'Manage view Refunded by price' })).toBeFocused()
})

test('alerts: a dispute that arrives while the tab is open shows a toast and a count in the title', async ({ page }) => {
  await page.clock.install()
  await signIn(page, '/')
  const toggle = page.getByRole('button', { name: 'Alerts for new disputes and orders' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const notifications = page.getByRole('status', { name: 'Notifications' })
  await expect(notifications.getByText('Alerts on')).toBeVisible()
  // The first poll records what exists, and says nothing.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('seller-dashboard.alerts.seen.dispute')))
    .not.toBeNull()
  await expectNoAxeViolations(page)

  const id = await page.evaluate(() =>
    (window as unknown as { sellerDemo: { openNewDispute: () => number } }).sellerDemo.openNewDispute(),
  )
  await page.clock.fastForward('01:05')
  await expect(notifications.getByText('A new dispute waits for you')).toBeVisible()
  await expect(notifications).toContainText(`Case ${id}`)
  await expect(page).toHaveTitle('(1) Seller Dashboard')
  await darkTheme(page)
  await expectNoAxeViolations(page)
})
