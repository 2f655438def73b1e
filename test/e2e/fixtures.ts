import { expect, type Page } from '@playwright/test'
export { expectNoAxeViolations, expectNoColourViolations } from './axe'

/** Opens `path` on the demo and signs in with the demo token, arriving back at `path`. */
export async function signIn(page: Page, path = '/') {
  await page.goto(path)
  const token = page.getByLabel('API token')
  await expect(token).toBeVisible()
  await token.fill('demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The header's search shows at every width (on a phone the navigation waits behind the menu button).
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible()
}

/** The command palette's field; open it first (the header's Search button or Ctrl+K). */
export const paletteField = (page: Page) => page.getByRole('combobox', { name: 'Search pages, actions and ids' })

/** Opens the search from the header and types `text`; then Enter opens the first option, or the one named `option`. */
export async function searchAndOpen(page: Page, text: string, option?: string) {
  await page.getByRole('button', { name: /^Search/ }).click()
  await paletteField(page).fill(text)
  if (option) await page.getByRole('option', { name: option, exact: true }).click()
  else await paletteField(page).press('Enter')
}

/** Takes the focus out of any field, so one-key shortcuts apply. */
export async function blur(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}
