import { builtFile, expect, openSignedIn, test } from './fixtures'

const PALETTE = 'src/components/command-palette/command-palette.tsx'

test.use({ expectedConsoleErrors: [/dynamically imported module|Failed to load resource/] })

test('a dialog whose code cannot download: a modal alert that keeps the focus, closes with Escape, offers a reload', async ({
  page,
}) => {
  // The search's code is held back, as when the connection dropped or a new version replaced it.
  await page.route(builtFile(PALETTE), (route) => route.abort())
  await openSignedIn(page, '/')
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  const search = page.getByRole('button', { name: /^Search/ })
  await search.click()

  const alert = page.getByRole('alertdialog', { name: 'This part could not be loaded' })
  await expect(alert).toBeVisible()
  await expect(alert).toHaveAccessibleDescription(/Check your connection, then reload the page\./)
  const reload = alert.getByRole('button', { name: 'Reload the page' })
  await expect(reload).toBeFocused()
  for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
    await page.keyboard.press(key)
    await expect(reload).toBeFocused()
  }
  // The app's dialog: the page behind is inert.
  expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null)).toBe(true)

  await page.keyboard.press('Escape')
  await expect(alert).toBeHidden()
  await expect(search).toBeFocused()
})

test('when the notice’s own code cannot download either: the same words in a toast', async ({ page }) => {
  for (const src of [PALETTE, 'src/components/layout/part-unavailable-dialog.tsx']) {
    await page.route(builtFile(src), (route) => route.abort())
  }
  await openSignedIn(page, '/')
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await page.getByRole('button', { name: /^Search/ }).click()
  await expect(page.getByText('This part could not be loaded')).toBeVisible()
  await expect(page.getByText(/Check your connection, then reload the page\./)).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
