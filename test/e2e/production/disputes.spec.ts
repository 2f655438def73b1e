import type { Locator } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

/** The value beside "Status" in the case's facts. */
const statusOf = (dispute: Locator) => dispute.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd')

/*
 * The production build against the mock HTTP API: the order page reads its dispute case before the seller
 * accepts, and on a server without the case endpoints it still accepts (the lists and tiles of such a server:
 * lists-older-server.spec.ts).
 */

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
