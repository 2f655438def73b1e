import { expect, test, type Locator, type Page } from '@playwright/test'
import { blur, expectAxeCleanLightAndDark, expectNoAxeViolations, openInApp, paletteField, signIn } from './fixtures'

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name })
const table = (name: string) => (page: Page) => page.getByRole('table', { name })
/** Each route, and what shows it is there. */
const ROUTES: [string, (page: Page) => Locator][] = [
  ['/', h1('Overview')],
  ['/gift-card-orders', table('Gift card orders')],
  ['/gift-card-orders/2999', h1('Gift card order 2999')],
  ['/account-orders', table('Account orders')],
  ['/account-orders/1001', (page) => page.locator('#account-order-title')],
  ['/account-orders/1001/accept-dispute', (page) => page.getByRole('dialog', { name: 'Accept dispute' })],
  ['/disputes', table('Disputes')],
  ['/disputes/7001', h1('Dispute case 7001')],
  ['/currency-offers', table('Currency offers')],
  ['/currency-offers/3001/other-offers', table('Competing offers')],
  ['/currency-offers/new', h1('New currency offer')],
  ['/item-offers', table('Item offers')],
  ['/item-offers/5001', h1(/^Reins of the Invincible/)],
  ['/item-offers/new', h1('New item offer')],
  ['/item-orders', table('Item orders')],
  ['/item-offers/5001/orders', table('Orders of item offer 5001')],
  ['/item-orders/5101', h1(/^Item order 5101/)],
  ['/breaks', table('Breaks')],
  ['/gift-card-offers', table('Gift card offers')],
  ['/gift-card-offers/800', h1('Steam Wallet 20 EUR (EU)')],
  ['/gift-card-offers/new', h1('New gift card offer')],
  ['/account-offers', table('Account offers')],
  ['/account-offers/40007', (page) => page.getByRole('region', { name: 'Credentials inventory' }).getByRole('table')],
  ['/account-offers/new', (page) => page.getByRole('combobox', { name: 'Game' })],
  ['/account-offers/import', (page) => page.getByRole('combobox', { name: 'Game' })],
  ['/activity', h1('Activity')],
  ['/inbox', h1('Inbox')],
  ['/notifications', h1('Notifications')],
  ['/no/such/page', h1('Page not found')],
]

test.describe('no axe violation in the shell, light and dark', () => {
  test.describe.configure({ timeout: 180_000 })

  // In light here; on a phone in light and dark in shell-phone.spec.ts, which walks these routes and more.
  test('every route, light', async ({ page }) => {
    await signIn(page, '/')
    for (const [path, shown] of ROUTES) {
      await test.step(path, async () => {
        await openInApp(page, path, shown(page))
        await expectNoAxeViolations(page)
      })
    }
  })

  test('with the palette open, empty and with options for an id', async ({ page }) => {
    await signIn(page, '/account-orders/1003')
    await page.getByRole('button', { name: /^Search/ }).click()
    await expect(page.getByRole('group', { name: 'Recently opened' })).toBeVisible()
    await expectAxeCleanLightAndDark(page)
    await paletteField(page).fill('1003')
    await expect(page.getByRole('option').first()).toBeVisible()
    await expectAxeCleanLightAndDark(page)
    await paletteField(page).fill('12a')
    await expect(page.getByText('An id is a whole number such as 1001.')).toBeVisible()
    await expectAxeCleanLightAndDark(page)
  })

  test('with the drawer open on a phone, and the shortcuts dialog', async ({ page }) => {
    await signIn(page, '/')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    await expectAxeCleanLightAndDark(page)
    await page.keyboard.press('Escape')
    await blur(page)
    await page.keyboard.press('?')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    await expectAxeCleanLightAndDark(page)
  })
})
