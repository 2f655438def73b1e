import { paletteField, searchAndOpen } from '../fixtures'
import { expect, openSignedIn, signIn, test, TIMEOUT_SECONDS } from './fixtures'

test.describe('the network drops', () => {
  test.use({ expectedConsoleErrors: [/Unable to preload CSS|dynamically imported module/] })

  test('offline: says so, a page that cannot download says to reload, and reloading works once back', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/')
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
    // The search's own code is already here (it was opened once); the screen's code is not.
    await page.getByRole('button', { name: /^Search/ }).click()
    await expect(paletteField(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible()
    await searchAndOpen(page, '3001', 'Competing offers for 3001')
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })
    await expect(alert).toContainText('Check your connection, then reload the page.', { timeout: 15_000 })
    await context.setOffline(false)
    await expect(page.getByText('You are offline.')).toBeHidden()
    await alert.getByRole('button', { name: 'Reload the page' }).click()
    await expect(page.getByRole('table', { name: 'Competing offers' })).toBeVisible()
  })

  test('offline on a loaded list: the filters stay, the failure is named, Try again works once back', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/gift-card-orders')
    await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
    await context.setOffline(true)
    await page.getByLabel('Status').selectOption('delivered')
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the gift card orders' })
    await expect(alert).toContainText('No connection to the marketplace API', { timeout: 15_000 })
    await expect(page.getByLabel('Status')).toHaveValue('delivered')
    await expect(page).toHaveURL(/status=delivered/)
    await context.setOffline(false)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
  })
})

test.describe('requests nobody needs any more are cancelled', () => {
  const withinTimeLimit = (request: { startedAt: number; closedAt: number | null }) =>
    request.closedAt !== null && request.closedAt - request.startedAt < TIMEOUT_SECONDS * 1000 - 500

  test('leaving an account order while it loads aborts its request', async ({ page, mockApi }) => {
    mockApi.fail('GET /v2/account-orders/1003$', { kind: 'hang' })
    await openSignedIn(page, '/')
    await searchAndOpen(page, '1003', 'Account order 1003')
    await expect.poll(() => mockApi.log().filter((request) => request.fault === 'hang')).toHaveLength(1)
    await page.getByRole('link', { name: 'Gift card orders' }).first().click()
    await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
    await expect.poll(() => mockApi.log().find((request) => request.fault === 'hang')?.aborted).toBe(true)
    expect(withinTimeLimit(mockApi.log().find((request) => request.fault === 'hang')!)).toBe(true)
  })

  test('typing on in the search aborts the search that was still loading', async ({ page, mockApi }) => {
    await openSignedIn(page, '/gift-card-orders')
    await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
    mockApi.fail('GET filter%5Bsearch%5D=28(&|$)', { kind: 'hang' })
    const search = page.getByLabel('Search by order id')
    await search.pressSequentially('28')
    await expect.poll(() => mockApi.log().filter((request) => request.fault === 'hang')).toHaveLength(1)
    await search.pressSequentially('01')
    await expect(page).toHaveURL(/search=2801/)
    await expect(page.getByRole('table', { name: 'Gift card orders' }).getByRole('link', { name: '2801' })).toBeVisible()
    await expect.poll(() => mockApi.log().find((request) => request.fault === 'hang')?.aborted).toBe(true)
    expect(withinTimeLimit(mockApi.log().find((request) => request.fault === 'hang')!)).toBe(true)
  })
})

test.describe('odd addresses', () => {
  const ODD: { path: string; shows: string | RegExp; url?: RegExp }[] = [
    {
      path: '/gift-card-orders?page=-1&per_page=9999&sort=evil&status=%3Cscript%3E&created_at=garbage',
      shows: /1–15 of 200/,
      url: /\/gift-card-orders$/,
    },
    { path: '/gift-card-orders?search=%E0%A4%A', shows: 'Gift card orders' },
    { path: '/gift-card-orders/abc', shows: 'Gift card order not found' },
    { path: '/gift-card-orders/99999999999999999999', shows: 'Gift card order not found' },
    { path: '/account-orders/abc', shows: 'There is no account order with the id “abc”' },
    { path: '/account-orders/%E0%A4%A', shows: 'Page not found' },
    { path: '/account-orders/1003%2F..%2F..%2Fgift-card-orders', shows: 'Page not found' },
    { path: '/currency-offers/abc/other-offers', shows: 'There is no currency offer with the id “abc”' },
    {
      path: '/currency-offers/3001/other-offers?sort=%22%3E&my_price=%3Cb%3E&my_unit=-5&in_stock=maybe',
      shows: 'Competing offers for your offer 3001',
      url: /\/currency-offers\/3001\/other-offers\?my_price=%3Cb%3E$/,
    },
    { path: '/nowhere/at/all', shows: 'There is nothing at this address.' },
  ]
  test('each shows a page that says what it is, and no request leaves its operation', async ({ page, mockApi }) => {
    for (const { path, shows, url } of ODD) {
      await test.step(path, async () => {
        mockApi.reset()
        await openSignedIn(page, path)
        await expect(page.getByText(shows).first()).toBeVisible()
        // Never a white page: the navigation, or at least a way back.
        await expect(
          page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('link', { name: 'Go to the overview' })).first(),
        ).toBeVisible()
        await expect(page.getByRole('main')).toBeVisible()
        if (url) await expect(page).toHaveURL(url)
        // Whatever the address, requests stay inside the API (the break banner's check included): no path escapes its operation.
        for (const request of mockApi.log()) {
          expect(request.path).toMatch(/^\/v2\/(account-orders|gift-card-orders|currency-offers|seller-breaks)(\/[^/?]+)*(\?|$)/)
          expect(decodeURIComponent(request.path.split('?')[0]!)).not.toMatch(/\/\.\.?(\/|$)/)
        }
      })
    }
  })

  test('sign-in never sends the seller to another origin, whatever the redirect says', async ({ page }) => {
    const redirects = ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example']
    for (const redirect of redirects) {
      await test.step(JSON.stringify(redirect), async () => {
        await signIn(page, `/sign-in?redirect=${encodeURIComponent(redirect)}`)
        await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
        expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(new URL('/', page.url()).href)
        await page.evaluate(() => sessionStorage.clear())
      })
    }
  })

  test('the search explains an id it cannot use, and keeps it', async ({ page }) => {
    await openSignedIn(page, '/')
    await page.getByRole('button', { name: /^Search/ }).click()
    const box = paletteField(page)
    for (const typed of ['１２３', '-1', '1e3', '<img src=x>', '1001; drop']) {
      await box.fill(typed)
      await box.press('Enter')
      await expect(box).toHaveAccessibleDescription(/An id is a whole number such as 1001\./)
      await expect(box).toHaveValue(typed)
    }
    await expect(page).toHaveURL(/\/$/)
  })
})
