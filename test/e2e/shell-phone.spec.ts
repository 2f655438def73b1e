import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

const ROUTES = [
  '/',
  '/gift-card-orders',
  '/gift-card-orders/2999',
  '/account-orders',
  '/account-orders/1001',
  '/account-orders/1001/accept-dispute',
  '/currency-offers',
  '/currency-offers/3001/other-offers',
  '/no/such/page',
]

async function onPhone(page: Page) {
  await signIn(page, '/')
  await page.setViewportSize({ width: 390, height: 844 })
}

test('at 390 × 844 no screen scrolls sideways', async ({ page }) => {
  await onPhone(page)
  for (const path of ROUTES) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await page.goto('/sign-in')
})

test('the drawer opens, navigates and closes with the keyboard', async ({ page }) => {
  await onPhone(page)
  const menu = page.getByRole('button', { name: 'Open navigation' })
  await expect(menu).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await menu.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer).toBeVisible()

  // The focus stays in the drawer: Tab runs through it and around.
  const link = drawer.getByRole('link', { name: 'Gift card orders' })
  for (let step = 0; step < 12 && !(await link.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/gift-card-orders$/)
  await expect(drawer).toBeHidden()

  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menu).toBeFocused()
})

test('touch targets of the shell are at least 24 px', async ({ page }) => {
  await onPhone(page)
  const header = [page.getByRole('button', { name: /^Search/ }), page.getByRole('button', { name: 'Open navigation' })]
  const headerBoxes = await Promise.all(header.map((target) => target.boundingBox()))
  for (const box of headerBoxes) expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  await header[1]!.click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer).toBeVisible()
  for (const target of await drawer.getByRole('link').all()) {
    const box = await target.boundingBox()
    expect(box && Math.min(box.width, box.height), (await target.textContent()) ?? '').toBeGreaterThanOrEqual(24)
  }
})

test('on a phone a record keeps, in the header, an arrow back to its list, named by the list', async ({ page }) => {
  await onPhone(page)
  await page.goto('/account-orders/1001')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  const back = trail.getByRole('link', { name: 'Account orders' })
  await expect(back).toBeVisible()
  const box = await back.boundingBox()
  expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  // The page's own heading names it: the header does not repeat it, cut short.
  await expect(trail.getByText('Order 1001')).toBeHidden()
  await expectNoAxeViolations(page)
  await back.click()
  await expect(page).toHaveURL(/\/account-orders$/)
  await expect(page.getByRole('heading', { name: 'Account orders', level: 1 })).toBeVisible()
  await expect(trail.getByText('Account orders')).toBeHidden()
})
