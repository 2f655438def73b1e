import { expectAxeCleanLightAndDark } from '../fixtures'
import { expect, openSignedIn, requestsSent, test } from './fixtures'

test('an item order: one message as on account orders, then Mark completed is one POST after the confirmation', async ({ page }) => {
  const writes = requestsSent(page)
  await openSignedIn(page, '/item-orders/5101')
  await expect(page.getByRole('heading', { level: 1, name: /^Item order 5101/ })).toBeVisible()
  const section = page.locator('#conversation')
  await section.scrollIntoViewIfNeeded()
  const messages = section.getByRole('list', { name: 'Messages' }).getByRole('listitem')
  await expect(messages).toHaveCount(2)
  await section.getByRole('textbox', { name: 'Your message' }).fill('Trade request sent to Kaelith.')
  await section.getByRole('button', { name: 'Send message' }).click()
  await expect(messages).toHaveCount(3)
  await expect(messages.last()).toHaveText(/^You.*Trade request sent to Kaelith\.$/)

  await page.getByRole('button', { name: 'Mark completed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark order 5101 completed?' })
  await expect(dialog).toBeVisible()
  expect(writes.map((request) => new URL(request.url()).pathname)).toEqual(['/v2/item-orders/5101/messages'])
  await dialog.getByRole('button', { name: 'Mark completed' }).click()
  await expect(page.getByText('This order is completed.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Order', exact: true }).locator('dd').first()).toHaveText('Completed')
  expect(writes.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    'POST /v2/item-orders/5101/messages',
    'POST /v2/item-orders/5101/complete',
  ])
})

test('a break: the mode and a comment, one POST; the banner on another page after a reload', async ({ page }) => {
  const writes = requestsSent(page)
  await openSignedIn(page, '/')
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Break' })).toHaveCount(0)
  await page.getByRole('button', { name: /^Shop:/ }).click()
  await page.getByRole('menuitem', { name: 'Take a break' }).click()
  const dialog = page.getByRole('dialog', { name: 'Take a break' })
  await dialog.getByRole('radio', { name: /Every offer off/ }).check()
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Away until Monday.')
  await expectAxeCleanLightAndDark(page)
  await dialog.getByRole('button', { name: 'Start the break' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status', { name: 'Break' })).toContainText('Every offer off, since')
  expect(writes.map((request) => [new URL(request.url()).pathname, request.postDataJSON() as unknown])).toEqual([
    ['/v2/seller-breaks/start', { mode: 'disable_all', comment: 'Away until Monday.' }],
  ])

  await page.goto('/item-orders')
  await expect(page.getByRole('table', { name: 'Item orders' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Break' })).toContainText(/You are on a break.*Every offer off, since/)
  await expectAxeCleanLightAndDark(page)
  expect(writes).toHaveLength(1)
})
