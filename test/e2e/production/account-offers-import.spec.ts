import { store } from '../../../src/mocks/db'
import { everythingStored, expect, openSignedIn, requestsSent, test } from './fixtures'

/*
 * The bulk lister on the production build against the mock HTTP API: a 12-row CSV with 2 bad rows, a reload in the
 * middle of the run, the same file picked again: no row is created twice, and no credential is kept anywhere.
 */

const HEADER = 'title,description,price,credentials,account_data.rank,account_data.level,account_data.region'
const secret = (n: number) => `import-login-${n}\nImport-Pass-${n}!`
const good = (n: number) => `"Valorant import ${n}",Full access,${10 + n}.50,"${secret(n)}",Gold,${n},EU`
const ROWS = [1, 2, 'bad-price', 3, 4, 5, 6, 'bad-rank', 7, 8, 9, 10].map((n) =>
  n === 'bad-price' ? `"Cheap",x,0.50,"${secret(98)}",Gold,5,EU` : n === 'bad-rank' ? `"Wooden",x,12,"${secret(99)}",Wood,5,EU` : good(n as number),
)
const FILE = { name: 'valorant.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...ROWS].join('\r\n') + '\r\n') }
const CREATE = /^\/v2\/account-offers\/create$/

test('a 12-row CSV: 2 bad rows listed before sending, 10 created once each across a reload, no credential stored', async ({ page, mockApi }) => {
  test.setTimeout(60_000)
  const creates = () => mockApi.log().filter((request) => request.method === 'POST' && CREATE.test(request.path))
  const pickFile = async () => {
    await page.getByRole('combobox', { name: 'Game' }).selectOption('Valorant')
    await page.getByLabel(/^Pick a CSV file/).setInputFiles(FILE)
  }
  const sent = requestsSent(page)
  await openSignedIn(page, '/account-offers/import')
  await pickFile()
  await expect(page.getByText('12 rows: 10 ready to send, 2 failing.')).toBeVisible()
  const failing = page.getByRole('list', { name: 'Rows that fail' }).getByRole('listitem')
  await expect(failing).toHaveText([/^Row 4 \(Cheap\): price: The lowest price/, /^Row 9 \(Wooden\): Rank: choose one of/])
  expect(sent).toEqual([])

  // Each offer is made at once, its answer comes 0.7 s later: the reload lands while the sixth is on its way.
  mockApi.fail('POST /v2/account-offers/create$', { kind: 'late', ms: 700 })
  await page.getByRole('button', { name: 'Create 10 offers' }).click()
  await expect.poll(() => creates().length, { intervals: [20], timeout: 15_000 }).toBe(6)
  await page.reload()

  await pickFile()
  await expect(page.getByText('6 of 10 rows done: 5 created, 0 refused, 1 to check')).toBeVisible()
  await page.getByRole('button', { name: 'Create 4 offers' }).click()
  await expect(page.getByText('Every row that passed the checks was sent.')).toBeVisible({ timeout: 15_000 })
  expect(creates()).toHaveLength(10)

  // The sixth: the seller checks, finds it, and says it was created.
  await page.getByRole('button', { name: /^Check row \d+$/ }).click()
  await expect(page.getByText('One offer has this title.')).toBeVisible()
  await page.getByRole('button', { name: /^Row \d+ is offer \d+$/ }).click()
  await expect(page.getByText('10 of 10 rows done: 10 created, 0 refused, 0 to check')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Created offers' }).getByRole('link')).toHaveCount(10)

  const titles = [...store().accountOffers.values()].map((offer) => offer.title).filter((title) => title.startsWith('Valorant import'))
  expect(titles.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Valorant import ${i + 1}`).sort())
  expect(creates()).toHaveLength(10)
  const stored = await everythingStored(page)
  for (const text of ['import-login-', 'Import-Pass-', 'Valorant import']) expect(stored).not.toContain(text)
})
