import { expect, test } from '@playwright/test'
import { blur, paletteField, signIn } from './fixtures'

test('Ctrl+K, an account order id and Enter open that order; the palette loads only when first opened', async ({
  page,
}) => {
  await signIn(page, '/')
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // What the page fetches from now on: the palette's code, if it did not come with the page.
  const code: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') code.push(request.url())
  })

  await blur(page)
  await page.keyboard.press('Control+k')
  const field = paletteField(page)
  await expect(field).toBeFocused()
  expect(code.length).toBeGreaterThan(0)
  await field.pressSequentially('1003')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account-orders\/1003$/)
  await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
