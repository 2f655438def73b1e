import { expectNoAxeViolations } from '../fixtures'
import { expect, openSignedIn, test } from './fixtures'
import { LISTS } from './list-steps'

/*
 * The production build against a server with only the spec's operations: the list endpoints beyond them
 * answer 404. Each such list, its navigation entry and its overview tile say so; the rest keeps working.
 */

const NOT_AVAILABLE = 'Not available on this server'
const BEYOND_SPEC = LISTS.filter((list) => list.path !== '/gift-card-orders')

test('a server without the list endpoints: the lists, their navigation entries and tiles say so, the rest works', async ({
  page,
  server,
}) => {
  server.scenarios.specOnly = 404
  await openSignedIn(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Disputes waiting for you', 'Account orders', 'Account orders waiting for delivery', 'Balance']) {
    await expect(page.getByRole('region', { name, exact: true }).getByText(NOT_AVAILABLE)).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Gift card orders', exact: true }).getByRole('listitem')).toHaveCount(5)

  for (const list of BEYOND_SPEC) {
    await nav.getByRole('link', { name: new RegExp(`^${list.name}`) }).click()
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: NOT_AVAILABLE })).toBeVisible()
    await expect(nav.getByRole('link', { name: new RegExp(`^${list.name}`) })).toContainText(NOT_AVAILABLE)
  }
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  await nav.getByRole('link', { name: 'Gift card orders' }).click()
  await expect(page.getByRole('table', { name: 'Gift card orders' }).getByRole('row')).toHaveCount(16)
  await expect(nav.getByRole('link', { name: 'Gift card orders' })).not.toContainText(NOT_AVAILABLE)

  // The lookups by id stay: an account order, and the competing offers of an offer.
  for (const [id, option, heading] of [
    ['1001', 'Account order 1001', /./],
    ['3001', 'Competing offers for 3001', /Competing offers for your offer 3001/],
  ] as const) {
    await page.getByRole('button', { name: /^Search/ }).click()
    await page.getByRole('combobox', { name: 'Search pages, actions and ids' }).fill(id)
    await page.getByRole('option', { name: option, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  }
})
