import type { Page } from '@playwright/test'
import { NOT_YOUR_TURN } from '../../../src/mocks/handlers/dispute-answers'
import { GENERATED_DISPUTES } from '../../../src/mocks/seed-account-orders-generated'
import { expectNoAxeViolations } from '../fixtures'
import { expect, openSignedIn, requestsSent, test } from './fixtures'

const LINKS = ['https://cdn.example.com/first-sign-in.png', 'https://cdn.example.com/rank.pdf']
const CLOSED = 'The case is closed, so it can no longer be accepted, countered or escalated.'

/** The order of a generated case (see seed-disputes-more.ts). */
const orderOf = (caseId: number) => Number(Object.entries(GENERATED_DISPUTES).find(([, id]) => id === caseId)?.[0])

/** Every answer the page sends to a case, with its body as sent. */
function answersSent(page: Page) {
  const sent = requestsSent(page, 'POST', /\/order-disputes\/\d+\/(counter|escalate)$/)
  return () => sent.map((request) => ({ path: new URL(request.url()).pathname, body: request.postDataJSON() as unknown }))
}

async function fillCounter(page: Page) {
  await page.getByRole('button', { name: 'Counter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Counter the dispute' })
  await dialog.getByRole('textbox', { name: 'Message to buyer' }).fill('The rank was Diamond at the first sign-in.')
  await dialog.getByRole('combobox', { name: 'What you propose' }).selectOption('partial_refund')
  await dialog.getByRole('textbox', { name: /Note on your proposal/ }).fill('5 EUR back, you keep the account')
  await dialog.getByRole('textbox', { name: /Evidence links/ }).fill(LINKS.join('\n'))
  return dialog
}

test('a counter with evidence, then an escalation: each one request, and the case tells whose turn it is', async ({ page }) => {
  const sent = answersSent(page)
  await openSignedIn(page, '/disputes/7001')
  const main = page.getByRole('main')
  await expect(main.getByText('Waiting for you, the seller')).toBeVisible()
  const dialog = await fillCounter(page)
  await expect(dialog).toContainText('they must be public')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Send counter-proposal' }).click()

  await expect(dialog).toBeHidden()
  await expect(main.getByText('Waiting for the buyer', { exact: true })).toBeVisible()
  expect(sent()).toEqual([
    {
      path: '/v2/order-disputes/7001/counter',
      body: {
        message: 'The rank was Diamond at the first sign-in.',
        counter_resolution: 'partial_refund',
        counter_resolution_note: '5 EUR back, you keep the account',
        evidence_urls: LINKS,
      },
    },
  ])
  const counter = main.getByRole('list', { name: 'Events of the case' }).getByRole('listitem').filter({ hasText: 'Seller countered by EmberTrade' })
  await expect(counter).toContainText('Counter resolution: Partial refund')
  const links = counter.getByRole('link')
  await expect(links).toHaveCount(2)
  for (const [index, url] of LINKS.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', url)
    await expect(links.nth(index)).toHaveAttribute('target', '_blank')
    await expect(links.nth(index)).toHaveAttribute('rel', /noopener/)
  }
  // Evidence is never loaded: no image, video or frame points at it.
  await expect(page.locator('img[src*="cdn.example.com"], video, iframe, embed, object')).toHaveCount(0)

  await page.getByRole('button', { name: 'Escalate' }).click()
  const escalate = page.getByRole('dialog', { name: 'Escalate to the marketplace' })
  await escalate.getByRole('textbox', { name: 'Message to buyer' }).fill('Please decide: the screenshot shows the rank.')
  await escalate.getByRole('button', { name: 'Escalate' }).click()
  await expect(escalate).toBeHidden()
  await expect(main.getByText('Waiting for the marketplace, which reviews the case')).toBeVisible()
  expect(sent().map((request) => request.path)).toEqual(['/v2/order-disputes/7001/counter', '/v2/order-disputes/7001/escalate'])
  expect(sent()[1]!.body).toEqual({ message: 'Please decide: the screenshot shows the rank.', evidence_urls: [] })
})

test('a closed case offers neither answer and says why; a refusal shows the server’s words and keeps the text; light, dark and phone', async ({
  page,
}) => {
  const sent = answersSent(page)
  await openSignedIn(page, `/account-orders/${orderOf(7008)}`)
  const dispute = page.getByRole('region', { name: 'Dispute' })
  await expect(dispute.getByText(CLOSED)).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Counter|Escalate)$/ })).toHaveCount(0)

  // 7004 waits for the buyer: Counter is offered, and the server says no.
  await page.setViewportSize({ width: 390, height: 844 })
  await openSignedIn(page, '/disputes/7004')
  await expect(page.getByRole('main').getByText('Waiting for the buyer', { exact: true })).toBeVisible()
  const dialog = await fillCounter(page)
  await dialog.getByRole('button', { name: 'Send counter-proposal' }).click()
  await expect(dialog.getByRole('alert')).toContainText(NOT_YOUR_TURN)
  await expect(dialog.getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('The rank was Diamond at the first sign-in.')
  await expect(dialog.getByRole('textbox', { name: /Evidence links/ })).toHaveValue(LINKS.join('\n'))
  expect(sent()).toHaveLength(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await expectNoAxeViolations(page)
})
