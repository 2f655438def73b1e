import { store } from '../../../src/mocks/db'
import { expect, openSignedIn, test } from './fixtures'
import { acceptFromList, expectCountsMatchLists } from './overview-steps'

/* The production build against the mock HTTP API: the overview counts what the lists hold, before and after a change. */

test("the overview's counts equal the totals of the lists they link to", async ({ page }) => {
  await openSignedIn(page, '/')
  // All and each status of both kinds of orders, the disputes waiting, the orders (and item orders) waiting for delivery.
  expect(await expectCountsMatchLists(page)).toBe(13)
})

test('disputes list, a case, accepting it: the case shows its new state, the list and the overview follow', async ({
  page,
}) => {
  const waiting = [...store().disputeCases.values()].filter((dispute) => dispute.status === 'waiting_for_seller').length
  await openSignedIn(page, '/')
  const waitingCount = page.getByRole('region', { name: 'Disputes waiting for you' }).getByRole('link', { name: /wait for you$/ })
  await expect(waitingCount).toHaveText(`${waiting} cases wait for you`)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Disputes' }).click()
  await acceptFromList(page, '7001')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click()
  await expect(waitingCount).toHaveText(`${waiting - 1} cases wait for you`)
  expect(await expectCountsMatchLists(page)).toBe(13)
})
