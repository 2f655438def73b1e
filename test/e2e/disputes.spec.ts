import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test('disputes list, a case, accepting it: the case shows its new state and the list updates', async ({ page }) => {
  await signIn(page, '/disputes')
  const table = page.getByRole('table', { name: 'Disputes' })
  await expect(table).toBeVisible()
  await settled(page)
  const waiting = page.getByRole('region', { name: 'Disputes waiting for you' })
  await expect(waiting.getByRole('link', { name: 'Case 7001' })).toBeVisible()
  await expect(waiting.getByText('Expired').first()).toBeVisible()
  await expectNoAxeViolations(page)

  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: '7001', exact: true }) })
  await expect(row).toContainText('Waiting for seller')
  await expect(row).toContainText(/\d+ h( \d+ min)? left/)
  await row.getByRole('cell').nth(3).click()
  await expect(page).toHaveURL(/\/disputes\/7001$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute case 7001' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'account order 1001' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Accept dispute' }).click()
  await expect(page).toHaveURL(/\/disputes\/7001\/accept$/)
  const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
  await dialog.getByRole('textbox', { name: 'Message to buyer' }).fill('Sorry, refunding now.')
  await dialog.getByRole('button', { name: 'Accept dispute' }).click()
  await expect(page).toHaveURL(/\/disputes\/7001$/)
  await expect(page.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0)
  await expect(page.getByText('The case is closed.')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Events of the case' })).toContainText('Sorry, refunding now.')

  await page.getByRole('link', { name: 'All disputes' }).click()
  await expect(page).toHaveURL(/\/disputes$/)
  await settled(page)
  await expect(row).toContainText('Closed')
  await expect(waiting.getByRole('link', { name: 'Case 7001' })).toHaveCount(0)
})

/** The total the list at `href` shows (its range "1–15 of 40"), or 0 when it says it is empty. */
async function listTotal(page: Page, href: string): Promise<number> {
  await page.goto(href)
  await settled(page)
  const range = page.getByText(/^[\d,.\s–]+ of [\d,.\s]+·/)
  const empty = page.getByRole('heading', { name: /^No / })
  await expect(range.or(empty).first()).toBeVisible()
  if (await empty.isVisible()) return 0
  const text = (await range.textContent()) ?? ''
  return Number(/of ([\d,.\s]+)/.exec(text)![1]!.replace(/\D/g, ''))
}

test("the overview's counts equal the totals of the lists they link to", async ({ page }) => {
  await signIn(page, '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await settled(page)
  await expectNoAxeViolations(page)

  const shown: { href: string; count: number }[] = []
  for (const tile of ['Gift card orders', 'Account orders']) {
    const items = page.getByRole('region', { name: tile, exact: true }).getByRole('listitem')
    await expect(items).toHaveCount(5)
    for (const item of await items.all()) {
      const href = (await item.getByRole('link').getAttribute('href'))!
      // The status names have no digits: the item's digits are its count.
      const count = Number(((await item.textContent()) ?? '').replace(/\D/g, ''))
      shown.push({ href, count })
    }
  }
  const waiting = page.getByRole('region', { name: 'Disputes waiting for you' }).getByRole('link', { name: /cases? waits? for you/ })
  shown.push({
    href: (await waiting.getAttribute('href'))!,
    count: Number(((await waiting.textContent()) ?? '').replace(/\D/g, '')),
  })
  const delivery = page.getByRole('region', { name: 'Account orders waiting for delivery' }).getByRole('link', { name: /^All \d+ waiting$/ })
  shown.push({
    href: (await delivery.getAttribute('href'))!,
    count: Number(((await delivery.textContent()) ?? '').replace(/\D/g, '')),
  })

  for (const { href, count } of shown) {
    expect(await listTotal(page, href), href).toBe(count)
  }
})

test('the disputes list, a case and the overview have no accessibility violations in the dark scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, '/disputes')
  await expect(page.getByRole('table', { name: 'Disputes' })).toBeVisible()
  await settled(page)
  await expectNoAxeViolations(page)
  await page.goto('/disputes/7005')
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute case 7005' })).toBeVisible()
  await expect(page.getByText('Expired').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await settled(page)
  await expectNoAxeViolations(page)
})
