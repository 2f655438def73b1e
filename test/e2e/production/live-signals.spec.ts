import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../fixtures'
import { store } from '../../../src/mocks/db'
import { nowSeconds } from '../../../src/mocks/handlers/http'
import { expect, openSignedIn, test, TIMEOUT_SECONDS, TOKEN } from './fixtures'

async function expectAxeCleanLightAndDark(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await test.step(`axe, ${colorScheme}`, () => expectNoAxeViolations(page))
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

const TYPED = 'Username: mia_diamond_euw\nPassword: N3w-Pass 🔑'
const PATCH = 'PATCH /v2/account-orders/1003/credentials$'

test('the header shows the rate limit once fewer than 10 % of requests are left', async ({ page }) => {
  await openSignedIn(page, '/account-orders/1003')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The mock API counts real requests (500 a minute): plenty are left, nothing is shown.
  await expect(page.getByText(/API requests:/)).toHaveCount(0)

  // Every answer of this minute says so, as the live API's would: 487 of the token's 500 are spent. (One answer
  // saying it would be overwritten by the next one's count.)
  store().rateLimits.set(TOKEN, { startedAt: nowSeconds(), count: 487 })
  await page.reload()
  const indicator = page.getByRole('banner').getByRole('status').filter({ hasText: /^API requests: \d+ of 500 left until/ })
  await expect(indicator).toBeVisible()
  await expect(indicator).toHaveText(/^API requests: (1[0-2]|\d) of 500 left until \d{1,2}:\d{2}/)
  await expectAxeCleanLightAndDark(page)
})

test('a failure shows its request id, which the seller can copy', async ({ page, context, mockApi }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: mockApi.origin })
  mockApi.fail('GET /v2/account-orders/1003$', {
    kind: 'status',
    status: 403,
    body: { message: 'This action is unauthorized.' },
    headers: { 'X-Request-Id': 'e2e-req-403' },
  })
  await openSignedIn(page, '/account-orders/1003')
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the account order' })
  await expect(alert).toContainText('Quote this id to support: e2e-req-403')
  await alert.getByRole('button', { name: 'Copy' }).click()
  await expect(alert.getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('e2e-req-403')
  await expectAxeCleanLightAndDark(page)
})

test.describe('a save that timed out', () => {
  async function saveAndTimeOut(page: Page) {
    await openSignedIn(page, '/account-orders/1003')
    await page.getByRole('button', { name: 'Reveal credentials' }).click()
    const field = page.getByRole('textbox', { name: 'Credentials' })
    await field.fill(TYPED)
    await page.getByRole('button', { name: 'Save credentials' }).click()
    await expect(page.getByText('The change may or may not have been saved.')).toBeVisible({
      timeout: (TIMEOUT_SECONDS + 5) * 1000,
    })
    await expect(field).toHaveValue(TYPED)
    return field
  }

  test('Check now: the server has the change', async ({ page, mockApi }) => {
    // The server saves at once, but its answer comes after the app's time limit.
    mockApi.fail(PATCH, { kind: 'late', ms: TIMEOUT_SECONDS * 1000 + 1000 }, 1)
    const field = await saveAndTimeOut(page)
    await page.getByRole('button', { name: 'Check now' }).click()
    await expect(page.getByText('Saved: the server has your change.')).toBeVisible()
    await expect(field).toHaveValue(TYPED)
    expect(mockApi.log().filter((request) => request.method === 'PATCH')).toHaveLength(1)
  })

  test('Check now: the server does not have it, and sending again is the seller’s choice', async ({
    page,
    mockApi,
  }) => {
    mockApi.fail(PATCH, { kind: 'hang' }, 1)
    const field = await saveAndTimeOut(page)
    await expectAxeCleanLightAndDark(page)
    await page.getByRole('button', { name: 'Check now' }).click()
    await expect(page.getByText('Not saved: the server does not have it. You can send it again.')).toBeVisible()
    expect(mockApi.log().filter((request) => request.method === 'PATCH')).toHaveLength(1)

    await page.getByRole('button', { name: 'Save credentials' }).click()
    await expect(page.getByText('Credentials updated.')).toBeVisible()
    await expect(field).toHaveValue(TYPED)
    expect(mockApi.log().filter((request) => request.method === 'PATCH')).toHaveLength(2)
  })
})
