import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoColourViolations } from '../fixtures'
import { expect, openSignedIn, requestsSent, test } from './fixtures'

/*
 * The supply side's writes from the production build to the mock HTTP API: an item offer's price, with the
 * inputs refused before sending, and a new currency offer from its game's template. Each write is counted as it
 * left the browser (method, path and body).
 */

/** The page's writes to the API as "METHOD /path body". */
function recordWrites(page: Page) {
  const sent = requestsSent(page)
  return () => sent.map((request) => `${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`.trim())
}

test.describe('item and currency offers', () => {
  test.describe.configure({ timeout: 90_000 })

  test('an item offer’s price: 2.555 and a 256-character title refused, nothing sent; 2.5 is one PATCH', async ({ page }) => {
    const writes = recordWrites(page)
    await openSignedIn(page, '/item-offers/5001')
    const facts = page.getByRole('region', { name: 'The offer', exact: true })
    const form = page.getByRole('region', { name: 'Change the offer' })
    await expect(facts).toContainText('€24.99 per item')
    await page.getByRole('button', { name: 'Edit the offer' }).click()
    const price = form.getByLabel(/^Price/)
    const title = form.getByLabel(/^Title/)
    const save = form.getByRole('button', { name: 'Save changes' })

    await price.fill('2.555')
    await save.click()
    await expect(form.getByText('The price can have at most 2 decimals; this one has 3.')).toBeVisible()
    await expect(price).toHaveValue('2.555')
    await price.fill('2.5')
    await title.fill('x'.repeat(256))
    await save.click()
    await expect(form.getByText('The title can be at most 255 characters; this one has 256.')).toBeVisible()
    await expect(title).toHaveValue('x'.repeat(256))
    expect(writes()).toEqual([])

    await title.fill('Reins of the Invincible, account-wide mount')
    await save.click()
    await expect(facts).toContainText('€2.50 per item')
    expect(writes()).toEqual(['PATCH /v2/item-offers/5001 {"price":2.5}'])
  })

  test('a new currency offer from a template with a select: one POST, fixed-point price, currency_data as chosen; the draft opens', async ({ page }) => {
    const writes = recordWrites(page)
    await openSignedIn(page, '/currency-offers/new')
    const form = page.getByRole('region', { name: 'The offer' })
    await form.getByLabel('Game').selectOption({ label: 'World of Warcraft' })
    await expect(form.getByLabel(/^Region/)).toBeVisible()
    await form.getByLabel('Description').fill('Gold on every EU realm, face to face.')
    await form.getByLabel(/^Price/).fill('0.1185')
    await form.getByLabel(/^Stock/).fill('2500')
    await form.getByLabel(/^Minimum/).fill('10')
    await form.getByLabel(/^Region/).selectOption('EU')
    await form.getByLabel(/^Server/).fill('Silvermoon')
    await form.getByLabel(/^Faction/).selectOption('Horde')
    await test.step('axe with the template’s fields, light and dark', async () => {
      await expectNoAxeViolations(page)
      await page.emulateMedia({ colorScheme: 'dark' })
      await expectNoColourViolations(page)
      await page.emulateMedia({ colorScheme: 'light' })
    })
    await form.getByRole('button', { name: 'Create offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'World of Warcraft Gold' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'The offer', exact: true })).toContainText('Draft')
    expect(page.url()).toMatch(/\/currency-offers\/\d+$/)
    const [post, ...rest] = writes()
    expect(rest).toEqual([])
    expect(post).toMatch(/^POST \/v2\/currency-offers /)
    expect(JSON.parse(post!.slice('POST /v2/currency-offers '.length))).toEqual({
      game: 'world-of-warcraft',
      description: 'Gold on every EU realm, face to face.',
      price: '0.118500',
      stock: 2500,
      min_quantity: 10,
      delivery_time: { duration: 30, unit: 'minutes' },
      currency_data: { region: 'EU', server: 'Silvermoon', faction: 'Horde' },
    })
  })
})
