import type { Locator, Page } from '@playwright/test'
import { store } from '../../../src/mocks/db'
import { ACCEPTED_FORWARDED, ALREADY_FORWARDED } from '../../../src/mocks/handlers/disputes'
import { GENERATED_DISPUTES } from '../../../src/mocks/seed-account-orders-generated'
import { expect, openSignedIn, test, type MockApi } from './fixtures'
import { expectAt, settled } from './list-steps'
import { acceptFromList } from './overview-steps'

/** The value beside `term` in the case's facts. */
const factOf = (dispute: Locator, term: string) =>
  dispute.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd')

const statusOf = (dispute: Locator) => factOf(dispute, 'Status')

/** The order of a generated case (see seed-disputes-more.ts). */
const orderOf = (caseId: number) => Number(Object.entries(GENERATED_DISPUTES).find(([, id]) => id === caseId)?.[0])

const acceptsSent = (mockApi: MockApi, caseId: number) =>
  mockApi.log().filter((r) => r.method === 'POST' && r.path === `/v2/order-disputes/${caseId}/accept`).length

/** Opens the accept dialog from the page's button, types `message` and sends it. */
async function accept(page: Page, message: string) {
  await page.getByRole('button', { name: 'Accept dispute' }).click()
  const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
  await dialog.getByRole('textbox', { name: 'Message to buyer' }).fill(message)
  await dialog.getByRole('button', { name: 'Accept dispute' }).click()
  return dialog
}

/*
 * The production build against the mock HTTP API: the order page reads its dispute case before the seller
 * accepts, and on a server without the case endpoints it still accepts (the lists and tiles of such a server:
 * lists-older-server.spec.ts). Like live cases, the server's cases waiting for the seller are locked from the
 * moment they opened: the lock is shown and decides nothing; status and closed_at, and the server, decide.
 */

test('waiting cases locked since they opened are accepted from their page and from their order; the list follows', async ({
  page,
  mockApi,
}) => {
  for (const id of [7001, 7002])
    expect(store().disputeCases.get(id)).toMatchObject({ status: 'waiting_for_seller', locked_at: expect.any(Number) })

  await openSignedIn(page, '/disputes/7001')
  await expect(factOf(page.getByRole('main'), 'Locked since')).toHaveText(/20\d\d/)
  await page.getByRole('link', { name: 'All disputes' }).click()
  await settled(page)
  await acceptFromList(page, '7001')
  expect(acceptsSent(mockApi, 7001)).toBe(1)

  // The list is in the cache; from its row to the order, accepted there, and back through the navigation.
  const row = page
    .getByRole('table', { name: 'Disputes' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '7002', exact: true }) })
  await expect(row).toContainText('Waiting for seller')
  await row.getByRole('link', { name: '1002', exact: true }).click()
  await expectAt(page, '/account-orders/1002')
  const dispute = page.getByRole('region', { name: 'Dispute' })
  await expect(factOf(dispute, 'Locked since')).toHaveText(/20\d\d/)
  await accept(page, 'The marketplace will look at the skin.')
  await expectAt(page, '/account-orders/1002')
  await expect(dispute.getByText(ACCEPTED_FORWARDED)).toBeVisible()
  await expect(statusOf(dispute)).toHaveText('Under review')
  expect(acceptsSent(mockApi, 7002)).toBe(1)
  await page.getByRole('navigation').getByRole('link', { name: 'Disputes' }).click()
  await expectAt(page, '/disputes')
  await settled(page)
  await expect(row).toContainText('Under review')
  await expect(
    page.getByRole('region', { name: 'Disputes waiting for you' }).getByRole('link', { name: 'Case 7002' }),
  ).toHaveCount(0)
})

test('a closed case says why it cannot be accepted; a refusal shows the server’s message beside the action, text kept', async ({
  page,
  mockApi,
}) => {
  // 7008: closed by the marketplace, no refund on its order.
  await openSignedIn(page, `/account-orders/${orderOf(7008)}`)
  const dispute = page.getByRole('region', { name: 'Dispute' })
  await expect(dispute.getByText('The case is closed, so it can no longer be accepted, countered or escalated.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0)
  await dispute.getByRole('link', { name: 'case 7008' }).click()
  await expect(page.getByRole('main').getByText('The case is closed, so it can no longer be accepted, countered or escalated.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0)

  // 7007 is with the marketplace, and locked: offered, and the server says no.
  await openSignedIn(page, '/disputes/7007')
  await expect(factOf(page.getByRole('main'), 'Locked since')).toHaveText(/20\d\d/)
  const refused = await accept(page, 'Both skins are in the second loadout.')
  await expect(refused.getByRole('alert')).toContainText(ALREADY_FORWARDED)
  await expect(refused.getByRole('textbox', { name: 'Message to buyer' })).toHaveValue(
    'Both skins are in the second loadout.',
  )
  expect(acceptsSent(mockApi, 7007)).toBe(1)

  // Any refusal reads the same way: a 403 on the order page, then sent again by the seller, once.
  mockApi.fail(
    'POST /order-disputes/7001/accept$',
    { kind: 'status', status: 403, body: { message: 'This action is unauthorized.' } },
    1,
  )
  await openSignedIn(page, '/account-orders/1001')
  const forbidden = await accept(page, 'Refunding you now.')
  await expect(forbidden.getByRole('alert')).toContainText('This action is unauthorized.')
  await expect(forbidden.getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('Refunding you now.')
  await forbidden.getByRole('button', { name: 'Accept dispute' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Dispute' })
      .getByText('Dispute accepted. The order has been refunded to the buyer.'),
  ).toBeVisible()
  expect(acceptsSent(mockApi, 7001)).toBe(2)
})

test('the order page shows the dispute case, its deadlines and events, before the seller accepts', async ({ page }) => {
  await openSignedIn(page, '/account-orders/1001')
  const dispute = page.getByRole('region', { name: 'Dispute' })
  await expect(statusOf(dispute)).toHaveText('Waiting for seller')
  await expect(dispute.getByText(/\d+ h( \d+ min)? left/).first()).toBeVisible()
  await expect(dispute.getByRole('list', { name: 'Events of the case' })).toContainText('Dispute created')
  await dispute.getByRole('button', { name: 'Accept dispute' }).click()
  await page.getByRole('dialog', { name: 'Accept dispute' }).getByRole('button', { name: 'Accept dispute' }).click()
  await expect(dispute.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
  await expect(statusOf(dispute)).toHaveText('Closed')
})

test('a server without dispute cases: the order page falls back, says why, and accepting still works', async ({
  page,
  server,
}) => {
  server.scenarios.specOnly = 404
  await openSignedIn(page, '/account-orders/1001')
  const dispute = page.getByRole('region', { name: 'Dispute' })
  await expect(dispute.getByText(/This server does not let the dashboard read dispute cases/)).toBeVisible()
  await dispute.getByRole('button', { name: 'Accept dispute' }).click()
  await page.getByRole('dialog', { name: 'Accept dispute' }).getByRole('button', { name: 'Accept dispute' }).click()
  await expect(dispute.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
  await expect(statusOf(dispute)).toHaveText('Closed')
})
