import { expect, type Locator, type Page } from '@playwright/test'
export { expectAxeCleanLightAndDark, expectNoAxeViolations, expectNoColourViolations } from './axe'

/** Opens `path` on the demo (or stays on the sign-in page: `null`) and signs in with the demo token, arriving at `path`. */
export async function signIn(page: Page, path: string | null = '/') {
  if (path !== null) await page.goto(path)
  const token = page.getByLabel('API token')
  await expect(token).toBeVisible()
  await token.fill('demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The header's search shows at every width (on a phone the navigation waits behind the menu button).
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible()
}

/**
 * Moves the signed-in app to `path` as its own links do, without loading the page again (a reload starts the app
 * and its mock worker anew: about a second on two cores), then waits for `ready` and for the page's requests to end.
 * TanStack Router's history follows `history.pushState`.
 */
export async function openInApp(page: Page, path: string, ready: Locator) {
  const requests = requestsInFlight(page)
  await page.evaluate((to) => history.pushState(null, '', to), path)
  await expect(ready).toBeVisible()
  await requests.settled()
  requests.stop()
}

/** Counts the page's requests still open; `settled` waits until none has been open for `quietMs`. */
function requestsInFlight(page: Page, quietMs = 250) {
  let open = 0
  let changed = performance.now()
  const started = () => ((open += 1), (changed = performance.now()))
  const ended = () => ((open -= 1), (changed = performance.now()))
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    settled: () => expect.poll(() => open <= 0 && performance.now() - changed >= quietMs, { intervals: [50] }).toBe(true),
    stop: () => {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
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
