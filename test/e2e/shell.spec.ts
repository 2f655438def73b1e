import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures'

test('signs in on the demo and shows the navigation', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  await expect(page.getByText('Demo data').first()).toBeVisible()
  await expect(page.getByLabel('API token')).toHaveValue('demo')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign in' }).click()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Gift card orders' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  expect(page.url()).not.toContain('demo')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('demo')
})
