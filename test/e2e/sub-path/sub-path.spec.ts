import { BASE_PATH, expect, test } from './fixtures'

test('runs from a sub-path: sign in, open a screen, reload a deep link', async ({ page, origin }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin) return
    // Everything the app loads is below the sub-path; only the API is at the origin's /v2.
    if (!url.pathname.startsWith(BASE_PATH) && !url.pathname.startsWith('/v2/')) outside.push(url.pathname)
  })

  await page.goto('gift-card-orders')
  await expect(page).toHaveURL(new RegExp(`^${origin}${BASE_PATH}sign-in\\?redirect=`))
  await page.getByLabel('API token').fill('demo')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(`${origin}${BASE_PATH}gift-card-orders`)
  await expect(page.getByRole('heading', { name: 'Gift card orders', level: 1 })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Gift card orders' })).toHaveAttribute('href', `${BASE_PATH}gift-card-orders`)

  const firstOrder = page.locator('table tbody tr a').first()
  const orderId = (await firstOrder.textContent())?.trim() ?? ''
  expect(orderId).toMatch(/^\d+$/)
  await firstOrder.click()
  await expect(page).toHaveURL(`${origin}${BASE_PATH}gift-card-orders/${orderId}`)
  await expect(page.getByRole('heading', { name: `Gift card order ${orderId}` })).toBeVisible()

  // A deep link reloaded: the server's SPA fallback answers with the app, which opens the same screen.
  await page.reload()
  await expect(page.getByRole('heading', { name: `Gift card order ${orderId}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Keys/ })).toBeVisible()

  // Another screen, opened by its address.
  await page.goto('currency-offers/3001/other-offers')
  await expect(page.getByRole('heading', { name: 'Competing offers for your offer 3001' })).toBeVisible()

  expect(outside).toEqual([])
  // The production build has no mock backend: no worker script, no service worker.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0)
})

test('404.html is the app, with its files below the sub-path, for hosts without rewrites', async ({ request }) => {
  const fallback = await request.get('404.html')
  expect(fallback.ok()).toBe(true)
  const html = await fallback.text()
  const index = await (await request.get('index.html')).text()
  expect(html).toBe(index)
  const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1])
  expect(assets.length).toBeGreaterThan(0)
  // Hashed files under assets/, and the theme script that must run before the first paint (never bundled).
  for (const asset of assets) expect(asset?.startsWith(`${BASE_PATH}assets/`) || asset === `${BASE_PATH}theme.js`).toBe(true)
  // No mock worker in the production build: its path gets the app, like any unknown path.
  expect(await (await request.get('mockServiceWorker.js')).text()).toBe(index)
})
