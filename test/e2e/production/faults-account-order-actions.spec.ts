import type { Page } from '@playwright/test'
import { FAULTS } from './fault-matrix'
import { fastForwardUntilVisible } from './fault-steps'
import { expect, openSignedIn, requestsSent, signIn, test, type MockApi } from './fixtures'
import type { FaultRow } from './fault-matrix'

const NEW_CREDENTIALS = 'Username: mia_diamond_euw\nPassword: N3w-Pass 🔑'
const MESSAGE = 'Sorry about this 🙏 refunding now.'

/**
 * A change is never sent again on its own: the seller decides. The page makes one request; after a reset
 * connection Chromium itself may send it again, below the page, on another kept-alive connection (at most twice:
 * the server may see three), which no page can prevent.
 */
/** A write that timed out or lost its connection may have been applied: the page says so instead of "not saved". */
const isUncertain = (row: FaultRow) => row.fault.kind === 'network' || row.fault.kind === 'hang'
const UNCERTAIN = 'The change may or may not have been saved.'

function expectSentOnce(mockApi: MockApi, method: string, row: FaultRow, pageSent: number) {
  expect(pageSent).toBe(1)
  const sent = mockApi.log().filter((request) => request.method === method).length
  if (row.fault.kind === 'network') expect(sent).toBeLessThanOrEqual(3)
  else expect(sent).toBe(1)
}

async function typeCredentials(page: Page) {
  await page.getByRole('button', { name: 'Reveal credentials' }).click()
  const field = page.getByRole('textbox', { name: 'Credentials' })
  await field.fill(NEW_CREDENTIALS)
  return field
}

async function openAcceptDialog(page: Page) {
  await page.getByRole('button', { name: 'Accept dispute' }).click()
  const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
  await dialog.getByRole('textbox', { name: 'Message to buyer' }).fill(MESSAGE)
  return dialog
}

test.describe('saving credentials fails', () => {
  test('400, 403, 409, 422, 429, 500, 502, 503, network failure, hang, not JSON, bad schema', async ({
    page,
    mockApi,
  }) => {
    test.setTimeout(120_000)
    await page.clock.install()
    const writes = requestsSent(page, 'PATCH')
    for (const row of FAULTS) {
      await test.step(row.name, async () => {
        mockApi.reset()
        writes.length = 0
        await openSignedIn(page, '/account-orders/1003')
        const field = await typeCredentials(page)
        mockApi.fail('PATCH /v2/account-orders/1003/credentials$', row.fault)
        // As for Accept below: the countdown's "1 s" stays until the test moves the page's clock on.
        if (row.name === '429') await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
        await page.getByRole('button', { name: 'Save credentials' }).click()

        const alert = page
          .getByRole('alert')
          .filter({ hasText: isUncertain(row) ? UNCERTAIN : 'The credentials were not saved' })
        await fastForwardUntilVisible(page, alert)
        await expect(alert).toContainText(row.kind)
        await expect(alert).toContainText(row.detail)
        if (row.requestId) await expect(alert).toContainText(row.requestId)
        await expect(field).toHaveValue(NEW_CREDENTIALS)
        expectSentOnce(mockApi, 'PATCH', row, writes.length)

        // Saving again, once the fault is gone (and a 429's Retry-After has passed), saves what was typed.
        mockApi.clearFaults()
        const save = page.getByRole('button', { name: 'Save credentials' })
        if (row.name === '429') {
          await expect(save).toBeDisabled()
          await expect(page.getByText('You can save again in 1 s.')).toBeVisible()
        }
        await fastForwardUntilVisible(page, page.getByRole('button', { name: 'Save credentials', disabled: false }))
        if (row.name === '429') await page.clock.resume()
        await save.click()
        await expect(page.getByText('Credentials updated.')).toBeVisible()
        await expect(alert).toBeHidden()
        await expect(field).toHaveValue(NEW_CREDENTIALS)
      })
    }
  })

  test('422 with a message for the field shows it under the field', async ({ page, mockApi }) => {
    await openSignedIn(page, '/account-orders/1003')
    const field = await typeCredentials(page)
    mockApi.fail('PATCH /credentials$', {
      kind: 'status',
      status: 422,
      body: { message: 'The credentials contain a forbidden word.', errors: { credentials: 'The credentials contain a forbidden word.' } },
    })
    await page.getByRole('button', { name: 'Save credentials' }).click()
    await expect(field).toHaveAccessibleDescription(/The credentials contain a forbidden word\./)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toBeFocused()
    await expect(field).toHaveValue(NEW_CREDENTIALS)
  })

  test('401 signs out, and after signing in the typed credentials are still there', async ({ page, mockApi }) => {
    await openSignedIn(page, '/account-orders/1003')
    await typeCredentials(page)
    mockApi.fail('PATCH /credentials$', { kind: 'status', status: 401, body: { message: 'Unauthenticated.' } }, 1)
    await page.getByRole('button', { name: 'Save credentials' }).click()
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount-orders%2F1003&expired=true$/)
    await signIn(page)
    await expect(page).toHaveURL(/\/account-orders\/1003$/)
    const field = page.getByRole('textbox', { name: 'Credentials' })
    await expect(field).toHaveValue(NEW_CREDENTIALS)
    await page.getByRole('button', { name: 'Save credentials' }).click()
    await expect(page.getByText('Credentials updated.')).toBeVisible()
  })

  test('404: the order is gone, and the text is kept', async ({ page, mockApi }) => {
    await openSignedIn(page, '/account-orders/1003')
    const field = await typeCredentials(page)
    mockApi.fail('PATCH /credentials$', { kind: 'status', status: 404, body: { message: 'Account order not found.' } })
    await page.getByRole('button', { name: 'Save credentials' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The credentials were not saved' })
    await expect(alert).toContainText('Account order not found.')
    await expect(field).toHaveValue(NEW_CREDENTIALS)
  })
})

test.describe('accepting a dispute fails', () => {
  // Saving credentials meets every fault above, through the same write path; here those whose handling an
  // answer to a case adds to: a conflict, the countdown, a refusal with its request id, the unknown outcomes.
  test('409, 429, 503, network failure, hang', async ({
    page,
    mockApi,
  }) => {
    test.setTimeout(120_000)
    await page.clock.install()
    const writes = requestsSent(page, 'POST')
    for (const row of FAULTS.filter((row) => ['409', '429', '503', 'network failure', 'hanging request'].includes(row.name))) {
      await test.step(row.name, async () => {
        mockApi.reset()
        writes.length = 0
        await openSignedIn(page, '/account-orders/1001')
        const dialog = await openAcceptDialog(page)
        mockApi.fail('POST /v2/order-disputes/\\d+/accept$', row.fault)
        // The countdown runs on the page's clock: held still, "1 s" stays until the test moves the clock on, however slow the machine.
        if (row.name === '429') await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
        await dialog.getByRole('button', { name: 'Accept dispute' }).click()

        const alert = dialog
          .getByRole('alert')
          .filter({ hasText: isUncertain(row) ? UNCERTAIN : 'The dispute was not accepted' })
        await fastForwardUntilVisible(page, alert)
        await expect(alert).toContainText(row.kind)
        await expect(alert).toContainText(row.detail)
        if (row.requestId) await expect(alert).toContainText(row.requestId)
        await expect(dialog.getByRole('textbox', { name: 'Message to buyer' })).toHaveValue(MESSAGE)
        expectSentOnce(mockApi, 'POST', row, writes.length)

        mockApi.clearFaults()
        if (row.name === '429') await expect(dialog.getByText('You can try again in 1 s.')).toBeVisible()
        await fastForwardUntilVisible(page, dialog.getByRole('button', { name: 'Accept dispute', disabled: false }))
        if (row.name === '429') await page.clock.resume()
        await dialog.getByRole('button', { name: 'Accept dispute' }).click()
        await expect(page.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
        await expect(dialog).toBeHidden()
      })
    }
  })

  test('401 signs out, and after signing in the dialog is back with the message', async ({ page, mockApi }) => {
    await openSignedIn(page, '/account-orders/1001')
    await openAcceptDialog(page)
    mockApi.fail('POST /accept$', { kind: 'status', status: 401, body: { message: 'Unauthenticated.' } }, 1)
    await page.getByRole('dialog').getByRole('button', { name: 'Accept dispute' }).click()
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount-orders%2F1001%2Faccept-dispute&expired=true$/)
    await signIn(page)
    const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
    await expect(dialog.getByRole('textbox', { name: 'Message to buyer' })).toHaveValue(MESSAGE)
  })

  test('404 and 422 name the problem; the message is kept', async ({ page, mockApi }) => {
    await openSignedIn(page, '/account-orders/1001')
    const dialog = await openAcceptDialog(page)
    const accept = dialog.getByRole('button', { name: 'Accept dispute' })
    mockApi.fail('POST /accept$', { kind: 'status', status: 404, body: { message: 'Order dispute not found.' } }, 1)
    await accept.click()
    await expect(dialog.getByRole('alert')).toContainText('Order dispute not found.')
    mockApi.fail('POST /accept$', {
      kind: 'status',
      status: 422,
      body: { message: 'The message may not contain links.', errors: { message: ['The message may not contain links.'] } },
    }, 1)
    await accept.click()
    const message = dialog.getByRole('textbox', { name: 'Message to buyer' })
    await expect(message).toHaveAccessibleDescription(/The message may not contain links\./)
    await expect(message).toHaveValue(MESSAGE)
  })
})
