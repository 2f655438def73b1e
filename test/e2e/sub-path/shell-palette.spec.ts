import { paletteField } from '../fixtures'
import { BASE_PATH, expect, test } from './fixtures'

test('under a sub-path, the search opens an order and the sidebar links stay below it', async ({ page, origin }) => {
  await page.goto('sign-in')
  await page.getByLabel('API token').fill('demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Account orders' })).toHaveAttribute('href', `${BASE_PATH}account-orders`)

  await page.keyboard.press('Control+k')
  await expect(paletteField(page)).toBeFocused()
  await paletteField(page).fill('1003')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${origin}${BASE_PATH}account-orders/1003`)
  await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
})
