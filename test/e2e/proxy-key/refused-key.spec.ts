import { expect, PROXY_USER, test } from './fixtures'

test.use({ httpCredentials: PROXY_USER })

test('when the API refuses the proxy’s key, the page says so and whom to ask, and asks for no token', async ({ page, proxyKey }) => {
  proxyKey.refuse()
  await page.goto('/gift-card-orders')

  const main = page.getByRole('main')
  await expect(main.getByText('The proxy’s API key was refused')).toBeVisible()
  await expect(main.getByText(/Ask whoever runs the proxy for your team/)).toBeVisible()
  await expect(page.getByText(/Sign in again|API token/)).toHaveCount(0)
  await expect(page).not.toHaveURL(/sign-in/)

  // Once the key is renewed at the proxy, trying again works.
  proxyKey.restore()
  await main.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible()
})
