/*
 * Steps over the overview and the disputes that any build can run (the demo's or the production build
 * behind the mock HTTP API): the counts against the lists they link to, and a dispute accepted from its list.
 */
import { expect, type Page } from '@playwright/test'
import { expectAt, settled, shownTotal } from './list-steps'

/** Every count the overview shows, with the address of the list it links to. */
async function overviewCounts(page: Page): Promise<{ href: string; count: number }[]> {
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await settled(page)
  return page.locator('[data-tile-count]').evaluateAll((counts) =>
    counts.map((count) => ({
      href: (count.closest('a') ?? count.closest('li')?.querySelector('a'))?.getAttribute('href') ?? '',
      count: Number((count.textContent ?? '').replace(/\D/g, '')),
    })),
  )
}

/**
 * On the overview: each count, clicked, opens a list whose total is that count. Returns how many counts
 * there were; the overview must be open.
 */
export async function expectCountsMatchLists(page: Page): Promise<number> {
  const counts = await overviewCounts(page)
  for (const { href, count } of counts) {
    await page.locator(`a[href="${href}"]`).first().click()
    await expectAt(page, href)
    expect(await shownTotal(page), href).toBe(count)
    await page.goBack()
  }
  return counts.length
}

/**
 * From the disputes list: opens a case waiting for the seller from its row, accepts it, sees its new state,
 * and comes back to a list that shows it closed and no longer waiting.
 */
export async function acceptFromList(page: Page, caseId: string) {
  const table = page.getByRole('table', { name: 'Disputes' })
  const waiting = page.getByRole('region', { name: 'Disputes waiting for you' })
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: caseId, exact: true }) })
  await expect(row).toContainText('Waiting for seller')
  await expect(row).toContainText(/\d+ h( \d+ min)? left/)
  await expect(waiting.getByRole('link', { name: `Case ${caseId}` })).toBeVisible()

  await row.getByRole('cell').nth(3).click()
  await expectAt(page, `/disputes/${caseId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Dispute case ${caseId}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /^account order \d+$/ })).toBeVisible()
  await page.getByRole('button', { name: 'Accept dispute' }).click()
  await expectAt(page, `/disputes/${caseId}/accept`)
  const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
  await dialog.getByRole('textbox', { name: 'Message to buyer' }).fill('Sorry, refunding now.')
  await dialog.getByRole('button', { name: 'Accept dispute' }).click()
  await expectAt(page, `/disputes/${caseId}`)
  await expect(page.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Events of the case' })).toContainText('Sorry, refunding now.')

  await page.getByRole('link', { name: 'All disputes' }).click()
  await expectAt(page, '/disputes')
  await settled(page)
  await expect(row).toContainText('Closed')
  await expect(waiting.getByRole('link', { name: `Case ${caseId}` })).toHaveCount(0)
}
