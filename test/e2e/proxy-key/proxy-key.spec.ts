import { API_KEY, expect, PROXY_USER, test } from './fixtures'

test.describe('behind a proxy that holds the API key', () => {
  test.use({ httpCredentials: PROXY_USER })

  test('the seller works without a token, and the key never reaches the browser', async ({ page }) => {
    const bearer: string[] = []
    const bodies: string[] = []
    page.on('request', (request) => {
      if (/bearer/i.test(request.headers()['authorization'] ?? '')) bearer.push(request.url())
    })
    page.on('response', async (response) => bodies.push(await response.text().catch(() => '')))

    await page.goto('/gift-card-orders')
    await expect(page.getByRole('heading', { name: 'Gift card orders' })).toBeVisible()
    await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible()
    await expect(page).not.toHaveURL(/sign-in/)
    // Signing out happens at the proxy, so the app offers no sign-out of its own.
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0)

    await page.goto('/sign-in')
    await expect(page).not.toHaveURL(/sign-in/)

    expect(bearer).toEqual([])
    expect(bodies.some((body) => body.includes(API_KEY))).toBe(false)
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toContain(API_KEY)
  })
})

test('without the proxy sign-in, nothing of the app or the API is served', async ({ request }) => {
  expect((await request.get('/')).status()).toBe(401)
  expect((await request.get('/v2/gift-card-orders')).status()).toBe(401)
})
