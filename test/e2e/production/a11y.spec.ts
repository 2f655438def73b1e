import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoColourViolations, paletteField, searchAndOpen } from '../fixtures'
import { fastForwardUntilVisible } from './fault-steps'
import { expect, openSignedIn, test } from './fixtures'

/**
 * Axe (WCAG 2.2 A and AA) finds nothing in the light colour scheme, and the rules that depend on colour
 * find nothing in the dark one (the rest cannot change with the scheme, and axe is slow on big pages).
 */
async function expectAccessible(page: Page, state: Locator) {
  await expect(state).toBeVisible()
  await page.emulateMedia({ colorScheme: 'light' })
  await test.step('axe, light', () => expectNoAxeViolations(page))
  await page.emulateMedia({ colorScheme: 'dark' })
  await test.step('axe, dark', async () => {
    await expectNoColourViolations(page)
  })
  await page.emulateMedia({ colorScheme: 'light' })
}

/**
 * Goes to a screen by a client-side link while its code cannot arrive: the app shows its loading state
 * for as long as axe needs (a held request for data would end at the time limit).
 */
async function whileLoading(page: Page, go: () => Promise<void>, loading: Locator) {
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  // The search's own code first (opened once): what is held back is the screen's code.
  await page.getByRole('button', { name: /^Search/ }).click()
  await expect(paletteField(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await page.route('**/assets/**', () => undefined)
  await go()
  await expectAccessible(page, loading)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
}

const SERVER_ERROR = { kind: 'status', status: 500, body: { message: 'Server Error', request_id: 'req-a11y' } } as const

test.describe('no axe violation, light and dark', () => {
  // Each test walks a screen through many states and runs axe in each: minutes, not seconds, on a busy machine.
  test.describe.configure({ timeout: 120_000 })

  // The loaded screens are walked route by route in light and dark (shell-a11y.spec.ts, shell-phone.spec.ts).
  test('sign-in: empty, with an error, after an expired session', async ({ page }) => {
    await page.goto('/sign-in')
    await expectAccessible(page, page.getByLabel('API token'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectAccessible(page, page.getByText('Enter your API token.'))
    await page.goto('/sign-in?expired=true')
    await expectAccessible(page, page.getByRole('alert'))
  })

  test('account order: loading, failed, revealed, field and form errors, leave dialog, not found', async ({
    page,
    mockApi,
  }) => {
    await openSignedIn(page, '/')
    await whileLoading(
      page,
      async () => {
        await searchAndOpen(page, '1003', 'Account order 1003')
      },
      page.getByRole('status').filter({ hasText: 'Loading…' }),
    )
    await page.clock.install()
    mockApi.fail('GET /v2/account-orders/1003$', SERVER_ERROR)
    await page.goto('/account-orders/1003')
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the account order' })
    await fastForwardUntilVisible(page, failed)
    await expectAccessible(page, failed)
    mockApi.clearFaults()
    await failed.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()

    await page.getByRole('button', { name: 'Reveal credentials' }).click()
    const field = page.getByRole('textbox', { name: 'Credentials' })
    await field.fill('')
    await expectAccessible(page, page.getByText('The credentials field is required.').or(page.locator('#credentials-error')))
    await field.fill('new login')
    mockApi.fail('PATCH /credentials$', SERVER_ERROR, 1)
    await page.getByRole('button', { name: 'Save credentials' }).click()
    await expectAccessible(page, page.getByRole('alert').filter({ hasText: 'The credentials were not saved' }))
    await page.getByRole('link', { name: 'Gift card orders' }).click()
    await expectAccessible(page, page.getByRole('alertdialog', { name: 'Leave without saving?' }))
    await page.getByRole('button', { name: 'Leave without saving' }).click()

    await page.goto('/account-orders/424242')
    await expectAccessible(page, page.getByRole('heading', { name: 'Page not found' }))
  })

  test('accept dispute: dialog, its error, and the accepted case', async ({ page, mockApi }) => {
    await openSignedIn(page, '/account-orders/1001/accept-dispute')
    const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
    await expectAccessible(page, dialog)
    mockApi.fail('POST /accept$', SERVER_ERROR, 1)
    await dialog.getByRole('button', { name: 'Accept dispute' }).click()
    await expectAccessible(page, dialog.getByRole('alert'))
    await dialog.getByRole('button', { name: 'Accept dispute' }).click()
    await expectAccessible(page, page.getByRole('list', { name: 'Events of the case' }))
  })

  test('gift card orders: loading, loaded with filters open, empty, failed', async ({ page, mockApi }) => {
    await openSignedIn(page, '/')
    await whileLoading(
      page,
      () => page.getByRole('link', { name: 'Gift card orders' }).first().click(),
      page.getByRole('status').filter({ hasText: /Loading/ }).first(),
    )
    await page.clock.install()
    await page.goto('/gift-card-orders')
    await page.getByText('More filters: ids and dates').click()
    await expectAccessible(page, page.getByRole('table', { name: 'Gift card orders' }))
    await page.goto('/gift-card-orders?search=99999')
    await expectAccessible(page, page.getByRole('heading', { name: 'No orders match these filters' }))
    mockApi.fail('GET /v2/gift-card-orders$', SERVER_ERROR)
    await page.goto('/gift-card-orders?status=refunded')
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the gift card orders' })
    await fastForwardUntilVisible(page, failed)
    await expectAccessible(page, failed)
  })

  test('gift card order: 1000 keys revealed, failed, not found', async ({ page, mockApi }) => {
    await openSignedIn(page, '/gift-card-orders/2999')
    await page.getByRole('button', { name: 'Reveal all keys' }).click()
    await expectAccessible(page, page.getByRole('button', { name: 'Hide all keys' }))
    await page.goto('/gift-card-orders/424242')
    await expectAccessible(page, page.getByRole('heading', { name: 'Gift card order not found' }))
    mockApi.fail('GET /v2/gift-card-orders/2801$', { kind: 'not-json' })
    await page.goto('/gift-card-orders/2801')
    await expectAccessible(page, page.getByRole('alert').filter({ hasText: 'Could not load the order' }))
  })

  test('competing offers: loading, many, none, failed, failed refresh, offline', async ({ page, mockApi, context }) => {
    await openSignedIn(page, '/')
    await whileLoading(
      page,
      async () => {
        await searchAndOpen(page, '3001', 'Competing offers for 3001')
      },
      page.getByRole('status').filter({ hasText: /Loading/ }).first(),
    )
    await page.goto('/currency-offers/3003/other-offers')
    await expectAccessible(page, page.getByRole('table', { name: 'Competing offers' }))
    await page.goto('/currency-offers/3002/other-offers')
    await expectAccessible(page, page.getByRole('heading', { level: 1 }))
    mockApi.fail('GET /other-offers$', { kind: 'bad-schema' })
    await page.goto('/currency-offers/3001/other-offers')
    await expectAccessible(page, page.getByRole('alert').filter({ hasText: 'Could not load the competing offers' }))
    mockApi.clearFaults()
    await page.goto('/currency-offers/3001/other-offers')
    await expect(page.getByRole('table', { name: 'Competing offers' })).toBeVisible()
    mockApi.fail('GET /other-offers$', { kind: 'status', status: 422 })
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expectAccessible(page, page.getByRole('alert').filter({ hasText: 'Could not refresh the offers.' }))
    await context.setOffline(true)
    await expectAccessible(page, page.getByText('You are offline.'))
  })
})
