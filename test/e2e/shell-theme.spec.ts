import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'

test('the theme switch is remembered across a reload and applies before the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.themeAtLoad = document.documentElement.getAttribute('data-theme') ?? 'none'
    })
  })
  await signIn(page, '/')
  const theme = page.getByRole('group', { name: 'Theme' })
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked()
  await theme.getByRole('radio', { name: 'Dark' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme-at-load', 'dark')
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked()
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).not.toBe('rgb(246, 247, 249)')

  await theme.getByRole('radio', { name: 'System' }).check()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme-at-load', 'none')
})
