import type { Page } from '@playwright/test'
import { db } from '../../../src/mocks/db'
import { expect, openSignedIn, signIn, test, TOKEN } from './fixtures'

/** Markup a server might send by mistake or malice; it must show as these characters, and never run. */
const HTML = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>'

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  await expect(page.locator('img[src="x"], main script')).toHaveCount(0)
}

test.describe('Content-Security-Policy', () => {
  test('the built page carries a policy without inline or eval scripts, and has no inline script', async ({
    page,
  }) => {
    const html = await (await page.request.get('/account-orders/1003')).text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    await openSignedIn(page, '/account-orders/1001')
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .evaluate((meta) => (meta as HTMLMetaElement).content)
    const directives = Object.fromEntries(policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values]
    }))
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'none'"])
    expect(directives['connect-src']).toEqual(["'self'"])
    // The fixture fails any test in which the app breaks the policy; this one visits every screen.
    await page.getByRole('button', { name: 'Accept dispute' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Accept dispute' }).click()
    await expect(page.getByRole('list', { name: 'Events of the case' })).toBeVisible()
    await page.goto('/gift-card-orders/2999')
    await page.getByRole('button', { name: 'Reveal all keys' }).click()
    await page.goto('/currency-offers/3003/other-offers')
    await expect(page.getByRole('table', { name: 'Competing offers' })).toBeVisible()
  })
})

test.describe('server strings are text', () => {
  test('an account order full of markup shows it as text, and nothing runs', async ({ page }) => {
    const order = db.accountOrders.get(1003)!
    Object.assign(order, {
      title: `Title ${HTML}`,
      description: `Description ${HTML}`,
      delivery_instructions: `Instructions ${HTML}`,
      buyer: { ...order.buyer, username: `buyer${HTML}` },
      parameters: { [`key${HTML}`]: `value ${HTML}` },
      image_urls: ['javascript:window.__xss=1', 'data:image/svg+xml,<svg onload="window.__xss=1"/>', 'https://images.example.com/a.png'],
    })
    await openSignedIn(page, '/account-orders/1003')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Title ${HTML}`)
    await expect(page.getByText(`Description ${HTML}`)).toBeVisible()
    await expect(page.getByText(`value ${HTML}`)).toBeVisible()
    await expect(page.getByText('2 images are not shown: only http and https addresses are allowed.')).toBeVisible()
    await expect(page.locator('a[href^="javascript:"], img[src^="javascript:"], img[src^="data:"]')).toHaveCount(0)
    await expectNothingRan(page)
  })

  test('gift card orders, keys and competing offers full of markup show it as text', async ({ page }) => {
    const order = db.giftCardOrders.get(2801)!
    order.title = `Card ${HTML}`
    db.giftCardKeys.set(2801, [
      { id: 1, gift_card_order_id: 2801, key: `KEY${HTML}`, type: { name: `Code${HTML}`, value: 'text' }, created_at: 1, revealed_at: null },
    ])
    db.otherOffers.get(3001)![0]!.seller.username = `seller${HTML}`
    await openSignedIn(page, '/gift-card-orders/2801')
    await expect(page.getByText(`Card ${HTML}`)).toBeVisible()
    await page.getByRole('button', { name: 'Reveal key 1', exact: true }).click()
    await expect(page.getByText(`KEY${HTML}`)).toBeVisible()
    await page.goto('/currency-offers/3001/other-offers')
    await expect(page.getByRole('rowheader', { name: `seller${HTML}` })).toBeVisible()
    await expectNothingRan(page)
  })

  test('evidence links of a dispute are only http or https, and open apart from the app', async ({ page }) => {
    await openSignedIn(page, '/account-orders/1001')
    await page.getByRole('button', { name: 'Accept dispute' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Accept dispute' }).click()
    const events = page.getByRole('list', { name: 'Events of the case' })
    await expect(events).toBeVisible()
    await expect(events.getByText('1 evidence link is not shown')).toBeVisible()
    const external = page.locator('a[target="_blank"]')
    expect(await external.count()).toBeGreaterThan(0)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('href', /^https?:\/\//)
      await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/)
    }
    await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0)
  })
})

test.describe('secrets stay hidden', () => {
  test('credentials are not in the page until revealed, and leave it when hidden again', async ({ page }) => {
    const secret = 'Lux&Ezreal-150'
    await openSignedIn(page, '/account-orders/1003')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.content()).not.toContain('Ezreal-150')
    const reveal = page.getByRole('button', { name: 'Reveal credentials' })
    await reveal.click()
    await expect(page.getByRole('textbox', { name: 'Credentials' })).toHaveValue(new RegExp(secret))
    await reveal.click()
    await expect(page.getByRole('textbox', { name: 'Credentials' })).toHaveCount(0)
    expect(await page.evaluate(() => document.body.innerHTML + document.body.innerText)).not.toContain('Ezreal-150')
  })

  test('a copied key reaches the clipboard without showing in the page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const key = db.giftCardKeys.get(2801)?.[0]?.key
    await openSignedIn(page, '/gift-card-orders/2801')
    await page.getByRole('button', { name: 'Copy key 1', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied key 1 to the clipboard.' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    if (key) expect(copied).toBe(key)
    expect(copied).toMatch(/\S/)
    expect(await page.content()).not.toContain(copied)
  })
})

test.describe('the token', () => {
  test('lives in sessionStorage only, goes to the API only, and is never in a URL', async ({ page, mockApi }) => {
    await signIn(page, '/gift-card-orders')
    await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
    const storage = await page.evaluate(() => ({
      session: sessionStorage.getItem('seller-dashboard.token'),
      local: localStorage.length,
      cookies: document.cookie,
    }))
    expect(storage).toEqual({ session: TOKEN, local: 0, cookies: '' })
    const api = mockApi.log()
    expect(api.length).toBeGreaterThan(0)
    for (const request of api) expect(request.auth).toBe('Bearer')
    // The fixture checks every URL, console message and the page for the token, in every test.
  })

  test('pagination never follows links the server sends to another origin', async ({ page, mockApi }) => {
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(mockApi.origin)) elsewhere.push(request.url())
    })
    const evil = 'https://evil.example/v2/gift-card-orders?page=2'
    mockApi.fail('GET /v2/gift-card-orders$', { kind: 'merge', body: { links: { first: evil, last: evil, prev: null, next: evil } } })
    await openSignedIn(page, '/gift-card-orders')
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/gift-card-orders\?page=2$/)
    await expect(page.getByText(/16–30 of 200/)).toBeVisible()
    expect(elsewhere).toEqual([])
    expect(await page.locator('a[href*="evil.example"]').count()).toBe(0)
  })

  test('a server message that echoes the token shows it redacted', async ({ page, mockApi }) => {
    mockApi.fail('GET /v2/account-orders/1003$', {
      kind: 'status',
      status: 403,
      body: { message: `The token Bearer ${TOKEN} may not read this order.` },
    })
    await openSignedIn(page, '/account-orders/1003')
    await expect(page.getByRole('alert')).toContainText('The token Bearer [redacted] may not read this order.')
  })

  test('signing out forgets the token and the data, and the Back button shows nothing of it', async ({ page }) => {
    await openSignedIn(page, '/account-orders/1003')
    await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByLabel('API token')).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('seller-dashboard.token'))).toBeNull()
    await page.goBack()
    await expect(page.getByLabel('API token')).toBeVisible()
    await expect(page.getByText('EUW Diamond II')).toHaveCount(0)
  })
})
