import { expect, test } from '@playwright/test'
import { blur, paletteField, signIn } from './fixtures'

test('Ctrl+K, an account order id and Enter open that order; the palette loads only when first opened', async ({
  page,
}) => {
  const paletteCode: string[] = []
  page.on('request', (request) => {
    if (/command-palette|palette-/.test(request.url())) paletteCode.push(request.url())
  })
  await signIn(page, '/')
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  expect(paletteCode).toEqual([])

  await blur(page)
  await page.keyboard.press('Control+k')
  const field = paletteField(page)
  await expect(field).toBeFocused()
  expect(paletteCode.length).toBeGreaterThan(0)
  await field.pressSequentially('1003')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account-orders\/1003$/)
  await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the palette offers what an id can open, and the keyboard moves through it', async ({ page }) => {
  await signIn(page, '/')
  await page.getByRole('button', { name: /^Search/ }).click()
  const field = paletteField(page)
  await field.fill('3001')
  const listbox = page.getByRole('listbox', { name: 'Results' })
  await expect(listbox.getByRole('option')).toHaveText(['Account order 3001', 'Gift card order 3001', 'Dispute 3001', 'Competing offers for 3001'])
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('End')
  await expect(listbox.getByRole('option', { selected: true })).toHaveText('Competing offers for 3001')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/currency-offers\/3001\/other-offers$/)
  await expect(page.getByRole('table', { name: 'Competing offers' })).toBeVisible()

  await page.keyboard.press('Control+k')
  await expect(page.getByRole('group', { name: 'Recently opened' }).getByRole('option').first()).toHaveText(
    'Competing offers for 3001',
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('"?" lists the keyboard shortcuts and "/" focuses the list’s search', async ({ page }) => {
  await signIn(page, '/gift-card-orders')
  await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
  await blur(page)
  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row')).toContainText([
    'Open the search and commands',
    'Search the current list',
    'Show the keyboard shortcuts',
  ])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.keyboard.press('/')
  await expect(page.getByLabel('Search by order id')).toBeFocused()
})
