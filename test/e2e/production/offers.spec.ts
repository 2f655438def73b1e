import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoColourViolations } from '../fixtures'
import { expect, openSignedIn, requestsSent, test, type MockApi } from './fixtures'

/*
 * The seller's writes from the production build to the mock HTTP API: the offer's price, stock and listing, a
 * price applied from the market and undone, and a currency order completed. Each write is counted as it left
 * the browser (method, path and body).
 */

/** The page's writes to the API as "METHOD /path body". */
function recordWrites(page: Page) {
  const sent = requestsSent(page)
  return () => sent.map((request) => `${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`.trim())
}

async function expectAccessibleAndPhoneSized(page: Page) {
  await test.step('axe, light', () => expectNoAxeViolations(page))
  await page.emulateMedia({ colorScheme: 'dark' })
  await test.step('axe, dark', async () => {
    await expectNoColourViolations(page)
  })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 720 })
}

const posts = (mockApi: MockApi) => mockApi.log().filter((request) => request.method === 'POST').map((request) => request.path)

test.describe('offer writes', () => {
  test.describe.configure({ timeout: 120_000 })

  test('offer per 1000 units: set the price, bad input, a 429, unlist and list; axe and phone', async ({ page, mockApi }) => {
    const writes = recordWrites(page)
    await openSignedIn(page, '/currency-offers/3001')
    const facts = page.getByRole('region', { name: 'The offer', exact: true })
    const standing = page.getByRole('region', { name: 'Your offer now' })
    const form = page.getByRole('region', { name: 'Change the offer' })
    await expect(facts).toContainText('1K Gold (1,000 Gold)')
    await expect(standing).toContainText(/Rank \d+ of \d+/)
    const rankBefore = await standing.textContent()
    await expectAccessibleAndPhoneSized(page)
    // The edit form loads when the seller asks for it.
    await form.getByRole('button', { name: 'Edit the offer' }).click()

    await test.step('7 decimals, a stock of −1 and a minimum of 0: a message each, nothing sent', async () => {
      await form.getByLabel(/^Price/).fill('10.1234567')
      await form.getByLabel(/^Stock/).fill('-1')
      await form.getByLabel(/^Minimum/).fill('0')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(form.getByText('The price can have at most 6 decimals; this one has 7.')).toBeVisible()
      await expect(form.getByText('The stock must be between 0 and 1,000,000,000; this is -1.')).toBeVisible()
      await expect(form.getByText('The minimum must be between 1 and 1,000,000,000; this is 0.')).toBeVisible()
      await expectNoAxeViolations(page)
      expect(writes()).toEqual([])
    })

    await test.step('10.80 per 1K Gold: one PATCH in fixed point; the page and the standing follow', async () => {
      await form.getByLabel(/^Stock/).fill('250')
      await form.getByLabel(/^Minimum/).fill('5')
      await form.getByLabel(/^Price/).fill('10.80')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(facts).toContainText('€10.80 per 1K Gold')
      await expect(standing).toContainText('€10.80')
      await expect(standing).not.toHaveText(rankBefore ?? '')
      expect(writes()).toEqual(['PATCH /v2/currency-offers/3001 {"price":"10.800000"}'])
    })

    await test.step('a 429 with Retry-After says when the offer can change again; nothing is sent again', async () => {
      mockApi.fail('PATCH /v2/currency-offers/3001$', {
        kind: 'status',
        status: 429,
        body: { message: 'Too many requests', request_id: 'req-429' },
        headers: { 'Retry-After': '90' },
      })
      await form.getByLabel(/^Stock/).fill('40')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(form.getByRole('alert')).toContainText(/The offer can change again at .+ \(in 90 s\)\. Nothing is sent again on its own\./)
      await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled()
      await page.waitForTimeout(1500)
      expect(writes().filter((write) => write.startsWith('PATCH'))).toHaveLength(2)
      mockApi.clearFaults()
    })

    await test.step('Unlist, then List: one POST each', async () => {
      const listing = page.getByRole('region', { name: 'Listing' })
      await listing.getByRole('button', { name: 'Unlist (draft)' }).click()
      await expect(facts).toContainText('Draft')
      await listing.getByRole('button', { name: 'List', exact: true }).click()
      // Not the facts' "Listed": their "Listed since" row says it in either state.
      await expect(page.getByText('Offer listed', { exact: true })).toBeVisible()
      await expect(facts).not.toContainText('Draft')
      expect(posts(mockApi)).toEqual(['/v2/currency-offers/3001/draft', '/v2/currency-offers/3001/list'])
    })
  })

  test('apply the suggested price, then undo: two PATCHes, the suggestion and then the price before', async ({ page }) => {
    const writes = recordWrites(page)
    await openSignedIn(page, '/currency-offers/3001/other-offers')
    await page.getByRole('heading', { name: 'Repricing assistant' }).click()
    const assistant = page.getByRole('region', { name: 'Repricing assistant' })
    await assistant.getByRole('button', { name: 'Apply this price' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply this price?' })
    await expect(dialog).toContainText(/Offer 3001: from €0\.119 to €[\d.]+ per 1K Gold\. Rank 1 of \d+/)
    const suggested = /to €([\d.]+) per/.exec((await dialog.textContent()) ?? '')?.[1]
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Apply price' }).click()
    await assistant.getByRole('button', { name: 'Undo: set €0.119 back' }).click()
    await expect(assistant.getByRole('button', { name: /^Undo/ })).toBeHidden()
    expect(writes()).toHaveLength(2)
    expect(JSON.parse(writes()[0]!.split(' ')[2]!).price).toMatch(new RegExp(`^${suggested?.replace('.', '\\.')}0*$`))
    expect(writes()[1]).toBe('PATCH /v2/currency-offers/3001 {"price":"0.119000"}')
    await expect(page.getByRole('region', { name: 'Your offer now' })).toContainText('€0.119')
  })

  test('currency orders: the list, the details masked until revealed, complete is one POST; axe', async ({ page, mockApi }) => {
    await openSignedIn(page, '/currency-offers/3001/orders')
    const table = page.getByRole('table', { name: 'Orders of offer 3001' })
    await expect(table.getByRole('row')).toHaveCount(16)
    await expectAccessibleAndPhoneSized(page)
    await table.getByRole('link', { name: '9018', exact: true }).click()
    const details = page.getByRole('region', { name: 'Buyer’s game details' })
    await expect(details).toContainText('Hidden')
    await expect(details.getByText('Character name')).toHaveCount(0)
    await expectAccessibleAndPhoneSized(page)
    await details.getByRole('button', { name: 'Reveal game details' }).click()
    await expect(details.getByText('Character name')).toBeVisible()
    await page.getByRole('button', { name: 'Mark completed' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click()
    await expect(page.getByText('Order marked as completed. The buyer has been notified.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Order', exact: true })).toContainText('Completed')
    expect(posts(mockApi)).toEqual(['/v2/currency-orders/9018/complete'])
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toMatch(/character_name|Thrallgar|Moonwhisper|Ironbeard|Sylvanna|Zugzug|Lightbringer/)
  })
})
