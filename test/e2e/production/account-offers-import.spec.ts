import { store } from '../../../src/mocks/db'
import { everythingStored, expect, openSignedIn, requestsSent, test } from './fixtures'

/*
 * The bulk lister on the production build against the mock HTTP API: a 12-row CSV of a seller's own headers with 2
 * bad rows, a reload in the middle of the run, the same file picked again: no row is created twice, each with its
 * account_data, and no credential is kept anywhere. Then a sheet whose column the template names otherwise.
 */

const HEADER = 'game, title, description, price, credentials, server, level, platforms'
const secret = (n: number) => `import-login-${n}\nImport-Pass-${n}!`
const good = (n: number) => `Valorant,"Valorant import ${n}",Full access,${10 + n}.50,"${secret(n)}",eu,${n},"PC, xbox"`
const ROWS = [1, 2, 'bad-price', 3, 4, 5, 6, 'bad-server', 7, 8, 9, 10].map((n) =>
  n === 'bad-price'
    ? `valorant,"Cheap",x,0.50,"${secret(98)}",EU,5,PC`
    : n === 'bad-server'
      ? `valorant,"Martian",x,12,"${secret(99)}",Mars,5,PC`
      : good(n as number),
)
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n') + '\r\n') })
const FILE = csvFile('valorant.csv', [HEADER, ...ROWS])
const CREATE = /^\/v2\/account-offers\/create$/
const importedOffers = (prefix: string) => [...store().accountOffers.values()].filter((offer) => offer.title.startsWith(prefix))

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
  await expect(failing).toHaveText([/^Row 4 \(Cheap\): price: The lowest price/, /^Row 9 \(Martian\): Server: choose one of EU, NA, Asia, Oceania\.$/])
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

  const offers = importedOffers('Valorant import').map((offer) => [offer.title, offer.parameters])
  expect(offers.sort()).toEqual(
    Array.from({ length: 10 }, (_, i) => [`Valorant import ${i + 1}`, { server: 'EU', level: i + 1, platforms: ['PC', 'Xbox'] }]).sort(),
  )
  expect(creates()).toHaveLength(10)
  const stored = await everythingStored(page)
  for (const text of ['import-login-', 'Import-Pass-', 'Valorant import']) expect(stored).not.toContain(text)
})

test('a sheet naming the server "Region": the mapping step asks before any row is checked; the next sheet with those headers does not', async ({ page, mockApi }) => {
  const header = 'Title,Description,Price,Credentials,Region,Level'
  const sheet = (n: number) => csvFile('my-sheet.csv', [header, `"Region sheet ${n}",Full access,15.00,"region-login-${n}\nRegion-Pass-${n}",NA,${n}`])
  const pick = async (n: number) => {
    await page.getByRole('combobox', { name: 'Game' }).selectOption('Valorant')
    await page.getByLabel(/^Pick a CSV file/).setInputFiles(sheet(n))
  }
  await openSignedIn(page, '/account-offers/import')
  await pick(1)
  const step = page.getByRole('region', { name: 'Match the columns of my-sheet.csv' })
  const server = step.getByRole('combobox', { name: 'Column for Server (required)' })
  await server.selectOption('Region')
  await expect(server).toHaveAccessibleDescription('First rows: “NA”')
  await expect(page.getByRole('table', { name: 'Rows' })).toHaveCount(0)
  await step.getByRole('button', { name: 'Check the rows with these columns' }).click()
  await expect(page.getByText('1 row: 1 ready to send, 0 failing.')).toBeVisible()
  await page.getByRole('button', { name: 'Create 1 offer' }).click()
  await expect(page.getByText('Every row that passed the checks was sent.')).toBeVisible()

  await page.reload()
  await pick(2)
  await expect(page.getByText('1 row: 1 ready to send, 0 failing.')).toBeVisible()
  await expect(page.getByText(/^Columns read as mapped before/)).toBeVisible()
  await expect(step).toHaveCount(0)
  await page.getByRole('button', { name: 'Create 1 offer' }).click()
  await expect(page.getByText('Every row that passed the checks was sent.')).toBeVisible()
  expect(importedOffers('Region sheet').map((offer) => offer.parameters)).toEqual([{ server: 'NA', level: 1 }, { server: 'NA', level: 2 }])
  expect(mockApi.log().filter((request) => request.method === 'POST' && CREATE.test(request.path))).toHaveLength(2)
  expect(await everythingStored(page)).not.toMatch(/Region-Pass|region-login|Region sheet/)
})
