import { store } from '../../../src/mocks/db'
import { everythingStored, expect, openSignedIn, requestsSent, test } from './fixtures'

/*
 * Account offers on the production build against the mock HTTP API (in this worker: the test changes the
 * backend's own records, as a buyer's purchase would): one request per write, and no credential kept anywhere.
 */

const bodies = (requests: { postDataJSON: () => unknown }[]) => requests.map((request) => request.postDataJSON())

test('a new offer from the template: one POST with account_data as typed; a 422 puts each message on its field, text kept', async ({
  page,
  mockApi,
}) => {
  const posts = requestsSent(page, 'POST', /^\/v2\/account-offers\/create$/)
  await openSignedIn(page, '/account-offers/new')
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Valorant' })
  const rank = page.getByRole('combobox', { name: 'Rank' })
  await rank.selectOption('Immortal')
  await page.getByRole('textbox', { name: 'Title' }).fill('Immortal 1, Champions bundle')
  await page.getByRole('textbox', { name: 'Description' }).fill('Full access, email included.')
  await page.getByRole('textbox', { name: /^Price/ }).fill('249.90')
  const level = page.getByRole('textbox', { name: 'Level' })
  await level.fill('312')
  await page.getByRole('combobox', { name: 'Server' }).selectOption('EU')
  const agents = page.getByRole('group', { name: /^Agents/ })
  await agents.getByRole('checkbox', { name: 'Jett' }).check()
  await agents.getByRole('checkbox', { name: 'Sage' }).check()
  await page.getByRole('textbox', { name: 'Credentials' }).fill('val_immortal_1\nRadiant?Not-yet-9')

  const refusal = {
    message: 'The title has already been taken. (and 2 more errors)',
    errors: {
      title: ['The title has already been taken.'],
      'account_data.level': ['The account data.level may not be greater than 300 for this rank.'],
      'account_data.agents.1': ['The selected account data.agents.1 is not available in your region.'],
    },
  }
  mockApi.fail('POST /v2/account-offers/create$', { kind: 'status', status: 422, body: refusal }, 1)
  await page.getByRole('button', { name: 'Create offer' }).click()
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/The title has already been taken\./)
  await expect(level).toHaveAccessibleDescription(/may not be greater than 300 for this rank/)
  await expect(agents).toHaveAccessibleDescription(/is not available in your region/)
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Immortal 1, Champions bundle')
  await expect(level).toHaveValue('312')
  await expect(rank).toHaveValue('Immortal')
  await expect(agents.getByRole('checkbox', { name: 'Sage' })).toBeChecked()

  await page.getByRole('button', { name: 'Create offer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Immortal 1, Champions bundle' })).toBeVisible()
  const sent = {
    game: 'valorant',
    title: 'Immortal 1, Champions bundle',
    description: 'Full access, email included.',
    price: '249.90',
    account_data: { rank: 'Immortal', level: 312, server: 'EU', agents: ['Jett', 'Sage'], email_access: false },
    credentials: ['val_immortal_1\nRadiant?Not-yet-9'],
  }
  expect(bodies(posts)).toEqual([sent, sent])
  expect(await everythingStored(page)).not.toContain('Radiant?Not-yet-9')
})

test('a batch of credentials: a block of 501 characters and a repeat are flagged before sending; then one POST and the counts', async ({
  page,
}) => {
  const posts = requestsSent(page, 'POST', /\/credentials$/)
  await openSignedIn(page, '/account-offers/40104')
  const inventory = page.getByRole('region', { name: 'Credentials inventory' })
  // The add form is at the inventory's end, and its code comes as the seller scrolls there.
  await inventory.getByRole('table').waitFor()
  await inventory.evaluate((region) => region.scrollIntoView({ block: 'end' }))
  const batch = inventory.getByRole('textbox', { name: 'Add credentials' })
  const long = `long_login\n${'x'.repeat(490)}`
  await batch.fill(['new_a\npass-a', long, 'new_a\npass-a', 'new_c\npass-c'].join('\n\n'))
  const leftOut = inventory.getByRole('list', { name: 'credentials left out' })
  await expect(leftOut.getByRole('listitem')).toHaveText([
    /Credential 2 \(line 4\): 501 characters, 1 over 500/,
    /Credential 3 \(line 7\): the same as credential 1/,
  ])
  await inventory.getByRole('button', { name: 'Add 2 credentials' }).click()
  await expect(inventory.getByText('Shorten or remove the credentials over 500 characters first.')).toBeVisible()
  expect(posts).toEqual([])

  await batch.fill(['new_a\npass-a', long.slice(0, -1), 'new_c\npass-c'].join('\n\n'))
  await inventory.getByRole('button', { name: 'Add 3 credentials' }).click()
  await expect(inventory.getByText('3 credentials added; 0 duplicates skipped (already in stock).')).toBeVisible()
  expect(bodies(posts)).toEqual([{ credentials: ['new_a\npass-a', long.slice(0, -1), 'new_c\npass-c'] }])
  await expect(inventory.getByText('7 in stock, 0 sold.', { exact: false })).toBeVisible()
  expect(await everythingStored(page)).not.toContain('pass-c')
})

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
  await inventory.getByRole('button', { name: 'Reveal credentials in stock' }).click()
  await expect(inventory.getByText('Hydro+Archon=3')).toBeVisible()
  expect(await everythingStored(page)).not.toContain('Hydro+Archon')
})

test('the list counts each offer’s unsold credentials from its inventory, and says "—" with why when that read fails', async ({ page, mockApi }) => {
  mockApi.fail('GET /v2/account-offers/40104/credentials', { kind: 'status', status: 500, body: { message: 'Server Error' } })
  await openSignedIn(page, '/account-offers')
  const table = page.getByRole('table', { name: 'Account offers' })
  const inStock = (id: number) => table.getByRole('row').filter({ has: page.getByRole('link', { name: String(id), exact: true }) }).locator('td[data-label="In stock"]')
  // 6 unsold and 2 sold.
  await expect(inStock(40056)).toHaveText('6')
  // A 500 is tried again twice, then the cell says it cannot know.
  await expect(inStock(40104).getByTitle(/^The inventory could not be read/)).toBeVisible({ timeout: 15_000 })
  await expect(inStock(40104)).toContainText('—')
  await expect(table).not.toContainText('No inventory')
})
