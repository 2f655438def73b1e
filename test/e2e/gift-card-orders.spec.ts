import { expect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures'

function ordersTable(page: Page) {
  return page.getByRole('table', { name: 'Gift card orders' })
}

test('the id and date filters unfold from the keyboard', async ({ page }) => {
  await signIn(page, '/gift-card-orders')
  await expect(ordersTable(page)).toBeVisible()
  const summary = page.getByText('More filters: ids and dates')
  await expect(page.getByLabel('Created from')).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await page.getByLabel('Created from').fill('2026-11-01')
  await page.getByLabel('Created to').fill('2026-11-20')
  await page.getByLabel('Created to').press('Enter')
  await expect(page).toHaveURL(/\/gift-card-orders\?created_at=2026-11-01%2C2026-11-20$/)
  await expect(page.getByText('More filters: ids and dates (1 on)')).toBeVisible()
})

test('1000 keys: only the keys in view are in the page, down to the last', async ({ page }) => {
  await signIn(page, '/gift-card-orders/2999')
  await expect(page.getByRole('heading', { name: 'Keys (1,000)' })).toBeVisible()
  const list = page.getByRole('region', { name: 'Keys, scrollable' })
  expect(await list.getByRole('listitem').count()).toBeLessThan(50)

  await page.getByRole('button', { name: 'Reveal all keys' }).click()
  await expect(list.locator('code').first()).toHaveText(/^[A-Z0-9]{5}-/)

  const mostRows = await page.evaluate(async () => {
    const viewport = document.querySelector('[aria-label="Keys, scrollable"]')!
    let most = 0
    for (let step = 0; step < 80; step++) {
      viewport.scrollTop += 900
      await new Promise((resolve) => requestAnimationFrame(resolve))
      most = Math.max(most, viewport.querySelectorAll('li').length)
    }
    return most
  })
  // Never more than a screenful of rows in the page, whatever the scroll position (speed is the bench's job).
  expect(mostRows).toBeLessThan(40)
  await expect(list.getByText('#1000', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Hide all keys' }).click()
  await expect(list.locator('code').last()).toHaveText('•••••-•••••-•••••Hidden key')
})
