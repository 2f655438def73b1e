import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, searchAndOpen, signIn } from './fixtures'

const FIRST_ORDER = 'Level 80 Undead Mage, 412 mounts incl. Invincible'
const SECOND_ORDER = /^Second shop · .* account 1001$/

const shopButton = (page: Page, name: string) => page.getByRole('button', { name: `Shop: ${name}` })
const menu = (page: Page) => page.getByRole('menu', { name: 'Shops' })

async function addSecondShop(page: Page) {
  await shopButton(page, 'My shop').click()
  await menu(page).getByRole('menuitem', { name: 'Add a shop' }).click()
  await expect(page.getByRole('heading', { name: 'Add a shop' })).toBeVisible()
  await page.getByLabel('API token').fill('demo-second')
  await page.getByLabel('Shop name').fill('Second Shop')
  await page.getByRole('button', { name: 'Add shop' }).click()
  await expect(shopButton(page, 'Second Shop')).toBeVisible()
}

/** The account orders list, then order 1001; `second`: whether the list shows the second shop's titles. */
async function openOrder1001(page: Page, second: boolean) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account orders' }).click()
  const table = page.getByRole('table')
  await expect(table.getByRole('row').nth(3)).toBeVisible()
  const secondTitles = table.getByText(/^Second shop · /)
  if (second) await expect(secondTitles.first()).toBeVisible()
  else await expect(secondTitles).toHaveCount(0)
  await searchAndOpen(page, '1001')
  await expect(page).toHaveURL(/\/account-orders\/1001$/)
}

async function recentlyOpened(page: Page) {
  await page.keyboard.press('Control+k')
  const options = page.getByRole('group', { name: 'Recently opened' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  const texts = await options.allTextContents()
  await page.keyboard.press('Escape')
  // The next step works the page behind, which stays inert until the palette has closed.
  await expect(page.getByRole('dialog', { name: 'Search and commands' })).toHaveCount(0)
  return texts
}

test('two shops in one tab never mix their orders or recent items', async ({ page }) => {
  await signIn(page, '/account-orders/1001')
  await expect(page.getByRole('heading', { name: FIRST_ORDER })).toBeVisible()

  await addSecondShop(page)
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await openOrder1001(page, true)
  await expect(page.getByRole('heading', { name: SECOND_ORDER })).toBeVisible()
  await expect(page.getByText(FIRST_ORDER)).toHaveCount(0)
  expect((await recentlyOpened(page)).join()).not.toContain('Level 80')

  // Back to the first shop with the keyboard: its order and recent items, none of the second shop's.
  await shopButton(page, 'Second Shop').focus()
  await page.keyboard.press('ArrowDown')
  await expect(menu(page).getByRole('menuitemradio', { name: 'My shop' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu(page).getByRole('menuitemradio', { name: 'Second Shop' })).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('Enter')
  await expect(shopButton(page, 'My shop')).toBeFocused()
  await openOrder1001(page, false)
  await expect(page.getByRole('heading', { name: FIRST_ORDER })).toBeVisible()
  await expect(page.getByText(SECOND_ORDER)).toHaveCount(0)
  expect((await recentlyOpened(page)).join()).not.toContain('Second shop')

  // A reload keeps both shops and the one on screen; the tokens stay in this tab's session storage.
  await page.reload()
  await expect(page.getByRole('heading', { name: FIRST_ORDER })).toBeVisible()
  const stored = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), url: location.href }))
  expect(stored.local).not.toContain('demo')
  expect(stored.url).not.toContain('demo')

  await shopButton(page, 'My shop').click()
  await menu(page).getByRole('menuitem', { name: 'Sign out of My shop' }).click()
  await expect(shopButton(page, 'Second Shop')).toBeVisible()
  await openOrder1001(page, true)
  await expect(page.getByRole('heading', { name: SECOND_ORDER })).toBeVisible()
})

test('the shop switcher is clean under axe in light and dark, and fits a phone', async ({ page }) => {
  await signIn(page)
  await addSecondShop(page)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await shopButton(page, 'Second Shop').click()
    await expect(menu(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveCount(0)
  }

  await page.setViewportSize({ width: 360, height: 740 })
  await shopButton(page, 'Second Shop').click()
  await expect(menu(page)).toBeInViewport({ ratio: 1 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
