import type { Locator, Page } from '@playwright/test'
import { paletteField } from '../fixtures'
import { expect, openSignedIn, test } from './fixtures'

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks that the focus
 * can be seen there: an outline or a ring drawn around it.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let presses = 0; presses < max && !(await isFocused(target)); presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
  await expectFocusVisible(target)
}

async function expectFocusVisible(target: Locator) {
  const style = await target.evaluate((element) => {
    const css = getComputedStyle(element)
    return { outline: `${css.outlineStyle} ${css.outlineWidth}`, shadow: css.boxShadow, visible: element.matches(':focus-visible') }
  })
  expect(style.visible).toBe(true)
  const outlined = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px')
  expect(outlined || style.shadow !== 'none', `focus indicator: ${JSON.stringify(style)}`).toBe(true)
}

async function fromTheTop(page: Page, path: string) {
  await openSignedIn(page, path)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.locator('body').focus()
}

test.describe('every operation by keyboard alone', () => {
  test('get an account order, update its credentials', async ({ page }) => {
    await fromTheTop(page, '/')
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }))
    await tabTo(page, page.getByRole('button', { name: /^Search/ }))
    await page.keyboard.press('Enter')
    await expect(paletteField(page)).toBeFocused()
    await page.keyboard.type('1003')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()

    const reveal = page.getByRole('button', { name: 'Reveal credentials' })
    await tabTo(page, reveal)
    await page.keyboard.press('Space')
    await expect(reveal).toHaveAttribute('aria-pressed', 'true')
    const field = page.getByRole('textbox', { name: 'Credentials' })
    await tabTo(page, field)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Username: mia\nPassword: typed by keyboard')
    await tabTo(page, page.getByRole('button', { name: 'Save credentials' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Credentials updated.')).toBeVisible()
    await expect(field).toHaveValue('Username: mia\nPassword: typed by keyboard')
  })

  test('accept a dispute: the dialog keeps focus inside and gives it back', async ({ page }) => {
    await fromTheTop(page, '/account-orders/1001')
    const open = page.getByRole('button', { name: 'Accept dispute' })
    await tabTo(page, open)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Accept dispute' })
    await expect(dialog).toBeVisible()
    // Focus stays in the dialog: Tab cycles through its controls only.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByRole('textbox', { name: 'Message to buyer' }))
    await page.keyboard.type('Refunding now.')
    await tabTo(page, dialog.getByRole('button', { name: 'Accept dispute' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Dispute accepted. The order has been refunded to the buyer.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dispute', exact: true })).toBeFocused()
  })

  test('list gift card orders, search them, and open one and reveal a key', async ({ page }) => {
    await fromTheTop(page, '/')
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift card orders' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('table', { name: 'Gift card orders' })).toBeVisible()
    await tabTo(page, page.getByLabel('Search by order id'))
    await page.keyboard.type('2801')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/search=2801/)
    const row = page.getByRole('table', { name: 'Gift card orders' }).getByRole('link', { name: '2801', exact: true })
    await tabTo(page, row)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Gift card order 2801' })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Reveal key 1', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Hide key 1', exact: true })).toBeFocused()
  })

  test('list the competing offers and sort them', async ({ page }) => {
    await fromTheTop(page, '/')
    await tabTo(page, page.getByRole('button', { name: /^Search/ }))
    await page.keyboard.press('Enter')
    await expect(paletteField(page)).toBeFocused()
    await page.keyboard.type('3001')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    const table = page.getByRole('table', { name: 'Competing offers' })
    await expect(table).toBeVisible()
    const stock = table.getByRole('columnheader', { name: /Stock/ }).getByRole('button')
    await tabTo(page, stock)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=-?stock/)
    await expect(stock).toBeFocused()
  })
})

test.describe('motion', () => {
  const motionOf = (page: Page) =>
    page.evaluate(() => {
      // Shaped like the Spinner primitive's own animation; the reduced-motion rule must stop any such one.
      const probe = document.createElement('span')
      probe.style.animation = 'spin 0.8s linear infinite'
      document.body.append(probe)
      const css = getComputedStyle(probe)
      const result = { duration: css.animationDuration, iterations: css.animationIterationCount }
      probe.remove()
      return result
    })

  test('spinners and transitions stop when the seller asks for reduced motion', async ({ page }) => {
    await openSignedIn(page, '/')
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
    expect(await motionOf(page)).toEqual({ duration: '0.8s', iterations: 'infinite' })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const reduced = await motionOf(page)
    expect(parseFloat(reduced.duration)).toBeLessThan(0.001)
    expect(reduced.iterations).toBe('1')
  })
})
