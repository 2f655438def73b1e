import { store } from '../../../src/mocks/db'
import { expect, openSignedIn, requestsSent, test } from './fixtures'
import { everythingStored } from './stored'

/*
 * Account offers on the production build against the mock HTTP API (in this worker: the test changes the
 * backend's own records, as a buyer's purchase would): one request per write, and no credential kept anywhere.
 */

test('bulk delete: one request for two credentials; the one sold meanwhile stays and the page says why', async ({ page }) => {
  const writes = requestsSent(page)
  await openSignedIn(page, '/account-offers/40104')
  const inventory = page.getByRole('region', { name: 'Credentials inventory' })
  const [kept, sold] = store().offerCredentials.get(40104)!
  await inventory.getByRole('checkbox', { name: `Select credential ${kept!.id}` }).check()
  await inventory.getByRole('checkbox', { name: `Select credential ${sold!.id}` }).check()
  // A buyer buys one of them while the seller decides.
  Object.assign(sold!, { is_sold: true, account_order_id: 1004 })
  await inventory.getByRole('button', { name: 'Delete selected (2)…' }).click()
  await page.getByRole('dialog', { name: 'Delete 2 credentials?' }).getByRole('button', { name: 'Delete 2' }).click()
  await expect(inventory.getByText(`1 credential deleted. 1 credential was not deleted: #${sold!.id} (order 1004) sold meanwhile`)).toBeVisible()
  await expect(inventory.getByRole('link', { name: 'Order 1004' })).toBeVisible()
  expect(writes.map((request) => `${request.method()} ${new URL(request.url()).pathname} ${request.postData()}`)).toEqual([
    `POST /v2/account-offers/40104/credentials/bulk-delete {"credentials_ids":[${kept!.id},${sold!.id}]}`,
  ])
  await inventory.getByRole('button', { name: 'Reveal credentials' }).click()
  await expect(inventory.getByText('Hydro+Archon=3')).toBeVisible()
  expect(await everythingStored(page)).not.toContain('Hydro+Archon')
})
