import type { Page } from '@playwright/test'
import { db } from '../../../src/mocks/db'
import { buildOtherOffer } from '../../../src/mocks/factories'
import { expectNoAxeViolations } from '../fixtures'
import { expect, openSignedIn, requestsSent, test } from './fixtures'

/** The seed's Lost Ark offer: €0.45 per 1K Gold, nobody competing until the test says so. */
const OFFER = 3002
const PATCH = new RegExp(`/v2/currency-offers/${OFFER}$`)

/** One competitor, whose price the test moves: EUR per 1K Gold. */
const competeAt = (price: string) =>
  db.otherOffers.set(OFFER, [buildOtherOffer({ id: 390001, price_eur: price, price_usd: price, seller: { id: 91, username: 'Undercutter' } })])

const header = (page: Page) => page.getByRole('banner')

test('automatic repricing: exactly one of two tabs writes, within the floor and ceiling, and a 429 pauses it with the reason and no retry', async ({
  page,
  context,
  mockApi,
}) => {
  test.setTimeout(90_000)
  competeAt('0.50')
  await context.clock.install()
  const second = await context.newPage()
  const sent = { first: requestsSent(page, 'PATCH', PATCH), second: requestsSent(second, 'PATCH', PATCH) }
  await openSignedIn(second, '/')
  await openSignedIn(page, `/currency-offers/${OFFER}/other-offers`)

  // The seller sets the rule and turns it on, every minute.
  await page.getByRole('heading', { name: 'Repricing assistant', exact: true }).click()
  const assistant = page.getByRole('region', { name: 'Repricing assistant' })
  await assistant.getByLabel('Floor (EUR per 1K Gold)').fill('0.30')
  await assistant.getByLabel('Ceiling (EUR per 1K Gold, optional)').fill('0.60')
  await assistant.getByLabel('Undercut step (EUR per 1K Gold)').fill('0.01')
  await assistant.getByLabel('Every (minutes)').fill('1')
  await assistant.getByLabel(`Reprice offer ${OFFER} automatically`).check()
  for (const tab of [page, second]) await expect(header(tab).getByRole('button', { name: /^Repricing 1 offer\./ })).toBeVisible()

  const bodies = () => mockApi.log().filter((request) => request.method === 'PATCH' && PATCH.test(request.path))
  // The market moves every minute; one change follows each move (the floor holds at 0.30).
  await expect.poll(() => bodies().length).toBe(1)
  for (const [step, price] of [['0.40', 2], ['0.20', 3]] as const) {
    competeAt(step)
    await context.clock.runFor(60_000)
    await expect.poll(() => bodies().length).toBe(price)
  }
  // The browser's report of a request can reach this process after the server (in this process too) has it.
  await expect.poll(() => sent.first.length + sent.second.length).toBe(3)
  const prices = [...sent.first, ...sent.second].map((request) => (request.postDataJSON() as { price: string }).price)
  expect(prices).toEqual(['0.490000', '0.390000', '0.300000'])
  // Every write from one tab, none from the other.
  expect([sent.first.length, sent.second.length].sort()).toEqual([0, 3])
  expect(db.currencyOffers.get(OFFER)?.price_eur).toMatch(/^0\.30*$/)

  // The marketplace refuses the next change: the offer pauses, says why, and nothing is sent again.
  mockApi.fail(`PATCH ${PATCH.source}`, { kind: 'status', status: 429, headers: { 'Retry-After': '120' }, body: { message: 'Too many requests' } })
  competeAt('0.55')
  await context.clock.runFor(60_000)
  await expect.poll(() => sent.first.length + sent.second.length).toBe(4)
  await expect(page.getByRole('status').filter({ hasText: 'Automatic repricing is paused' })).toContainText(
    'The change to 0.540000 EUR was refused: too many requests (429). It can change again at',
  )
  const leader = sent.first.length > 0 ? page : second
  await expect(leader.getByRole('status', { name: 'Notifications' })).toContainText(`Automatic repricing paused for offer ${OFFER}`)
  for (const tab of [page, second]) await expect(header(tab).getByRole('button', { name: /^Repricing paused\./ })).toBeVisible()
  await context.clock.runFor(5 * 60_000)
  expect(sent.first.length + sent.second.length).toBe(4)
  // The paused offer, its reason and the header's switch, in both schemes.
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  // On a phone the header keeps the switch, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(header(page).getByRole('button', { name: /^Repricing paused\./ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // One click in either tab turns it off everywhere.
  await header(second).getByRole('button', { name: /^Repricing paused\./ }).click()
  for (const tab of [page, second]) await expect(header(tab).getByRole('button', { name: /^Repricing/ })).toHaveCount(0)
  await expect(page.getByLabel(`Reprice offer ${OFFER} automatically`)).not.toBeChecked()

  // Each change is in the activity log: old and new price, the competitor behind it, the request id.
  await second.goto('/activity')
  const change = second.getByRole('row').filter({ hasText: /→ 0\.300000 EUR per the offer’s unit under Undercutter at 0\.200000 EUR/ })
  await expect(change).toContainText('Automatic repricing')
  await expect(change).toContainText('Succeeded')
  await expect(change.locator('code')).toHaveText(/^req-/)
})
