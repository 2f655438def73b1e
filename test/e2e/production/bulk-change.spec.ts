import { store } from '../../../src/mocks/db'
import { expectNoAxeViolations, expectNoColourViolations } from '../fixtures'
import { expect, openSignedIn, requestsSent, test } from './fixtures'

/*
 * A change to many offers on the production build against the mock HTTP API: paced writes, one per offer, and a
 * reload in the middle of the job that continues it without sending any offer twice.
 */

/** The seed's currency prices raised by 5 %, to the field's 6 decimals. */
const RAISED: Record<string, string> = {
  '0.119': '0.124950',
  '0.45': '0.472500',
  '0.171': '0.179550',
  '2.35': '2.467500',
  '119.5': '125.475000',
  '1.74': '1.827000',
}

test('5 currency offers raised by 5 %: a table of before and after, 5 paced PATCHes, a reload midway sends none twice', async ({ page, mockApi }) => {
  test.setTimeout(60_000)
  const patches = requestsSent(page, 'PATCH', /^\/v2\/currency-offers\/\d+$/)
  await openSignedIn(page, '/currency-offers')
  const boxes = page.getByRole('checkbox', { name: /^Select offer \d+$/ })
  await expect(boxes).toHaveCount(6)
  const ids: number[] = []
  for (let i = 0; i < 5; i++) {
    await boxes.nth(i).check()
    ids.push(Number((await boxes.nth(i).getAttribute('aria-label'))!.replace('Select offer ', '')))
  }
  const before = new Map(ids.map((id) => [id, String(Number(store().currencyOffers.get(id)!.price_eur))]))
  await page.getByRole('button', { name: 'Change the price…' }).click()
  await page.getByRole('textbox', { name: 'By how much' }).fill('5')
  await page.getByRole('button', { name: 'Review the new prices' }).click()
  const table = page.getByRole('table', { name: 'Offers and the change' })
  for (const id of ids) {
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })).toContainText(`€${RAISED[before.get(id)!]}`)
  }
  expect(patches).toEqual([])

  // Each change is applied at once, its answer comes 0.6 s later: the reload lands while the third is on its way.
  mockApi.fail('PATCH /v2/currency-offers/\\d+$', { kind: 'late', ms: 600 })
  const sentToServer = () => mockApi.log().filter((request) => request.method === 'PATCH')
  await page.getByRole('button', { name: 'Send 5 changes' }).click()
  await expect.poll(() => sentToServer().length, { intervals: [20], timeout: 15_000 }).toBe(3)
  await page.reload()

  await expect(page.getByRole('heading', { name: 'Raise the price by 5 %: 5 offers' })).toBeVisible()
  await expect(page.getByText('3 of 5 offers done: 2 done, 0 refused, 1 to check')).toBeVisible()
  await page.getByRole('button', { name: 'Continue: send 2 offers' }).click()
  await expect(page.getByText('Every offer of the job was sent.')).toBeVisible({ timeout: 15_000 })
  // The third: its change was applied, its answer lost with the reload; read back, it is done.
  await page.getByRole('button', { name: /^Check offer \d+$/ }).click()
  await expect(page.getByText('5 of 5 offers done: 5 done, 0 refused, 0 to check')).toBeVisible()

  const paths = patches.map((request) => new URL(request.url()).pathname)
  expect(paths.sort()).toEqual(ids.map((id) => `/v2/currency-offers/${id}`).sort())
  for (const request of patches) {
    const id = Number(new URL(request.url()).pathname.split('/').pop())
    expect(request.postDataJSON()).toEqual({ price: RAISED[before.get(id)!] })
  }
  const starts = sentToServer().map((request) => request.startedAt)
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(110)
  for (const id of ids) expect(Number(store().currencyOffers.get(id)!.price_eur)).toBe(Number(RAISED[before.get(id)!]))
})

test('3 account offers unlisted at once: 3 POSTs to /draft, and the list shows them as drafts; no axe violation', async ({ page }) => {
  test.setTimeout(60_000)
  const posts = requestsSent(page, 'POST')
  await openSignedIn(page, '/account-offers')
  const ids = [40007, 40014, 40035]
  for (const id of ids) await page.getByRole('checkbox', { name: `Select offer ${id}` }).check()
  await expect(page.getByRole('group', { name: 'Selected rows' }).getByRole('status')).toHaveText('3 offers selected')
  await page.getByRole('button', { name: 'Unlist' }).click()
  await expect(page.getByRole('table', { name: 'Offers and the change' }).getByRole('row')).toHaveCount(4)
  await page.getByRole('button', { name: 'Send 3 changes' }).click()
  await expect(page.getByText('Every offer of the job was sent.')).toBeVisible()
  expect(posts.map((request) => new URL(request.url()).pathname).sort()).toEqual(ids.map((id) => `/v2/account-offers/${id}/draft`))
  for (const id of ids) {
    const row = page.getByRole('table', { name: 'Account offers' }).getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select offer ${id}` }) })
    await expect(row).toContainText('Draft')
  }
  // The checkboxes, the selection's bar, the job's table and its results, light and dark.
  await page.emulateMedia({ colorScheme: 'light' })
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoColourViolations(page)
})
