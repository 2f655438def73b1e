import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAxeCleanLightAndDark, expectNoAxeViolations, openInApp, signIn } from './fixtures'

const PHONE = { width: 390, height: 844 }
const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name })
const dialog = (name: string) => (page: Page) => page.getByRole('dialog', { name })
const none = async () => {}

/**
 * Every route at 390 × 844, with what shows it is there; a list's first record and a record's urgent part must be
 * in the first screen.
 */
const ROUTES: [string, (page: Page) => Locator, (page: Page) => Promise<void>][] = [
  ['/', h1('Overview'), none],
  ['/gift-card-orders', h1('Gift card orders'), firstCardInView('Gift card orders', 'Price')],
  ['/gift-card-orders/2999', h1('Gift card order 2999'), (page) =>
    inFirstScreen(page.getByRole('region', { name: /^Keys/ }).getByRole('listitem').first())],
  ['/account-orders', h1('Account orders'), firstCardInView('Account orders', 'Price')],
  ['/account-orders/1001', h1(/^Level 80/), (page) => inFirstScreen(page.getByRole('button', { name: 'Accept dispute' }))],
  ['/account-orders/1001/accept-dispute', dialog('Accept dispute'), none],
  ['/disputes', h1('Disputes'), firstCardInView('Disputes')],
  ['/disputes/7001', h1('Dispute case 7001'), none],
  ['/currency-offers', h1('Currency offers'), firstCardInView('Currency offers', 'Price')],
  ['/currency-offers/3001', h1(/^WoW EU gold/), none],
  ['/currency-offers/3001/orders', h1('Orders of offer 3001'), firstCardInView('Orders of offer 3001', 'Price')],
  ['/account-offers', h1('Account offers'), firstCardInView('Account offers', 'Price')],
  ['/account-offers/40007', h1(/^Level 80 Undead Mage/), (page) =>
    inFirstScreen(page.getByRole('region', { name: 'The offer' }).getByText('World of Warcraft'))],
  ['/account-offers/new', h1('New account offer'), (page) => inFirstScreen(page.getByRole('combobox', { name: 'Game' }))],
  ['/currency-orders/9018', h1(/^Currency order 9018/), none],
  ['/currency-offers/new', h1('New currency offer'), none],
  ['/item-offers', h1('Item offers'), firstCardInView('Item offers', 'Price')],
  ['/item-offers/5001', h1(/^Reins of the Invincible/), none],
  ['/item-offers/new', h1('New item offer'), none],
  ['/item-orders', h1('Item orders'), firstCardInView('Item orders', 'Price')],
  ['/item-offers/5001/orders', h1('Orders of item offer 5001'), firstCardInView('Orders of item offer 5001', 'Price')],
  ['/item-orders/5101', h1(/^Item order 5101/), (page) => inFirstScreen(page.getByRole('button', { name: 'Mark completed' }))],
  ['/breaks', h1('Breaks'), firstCardInView('Breaks', undefined, false)],
  ['/gift-card-offers', h1('Gift card offers'), firstCardInView('Gift card offers', 'Price', false)],
  ['/gift-card-offers/800', h1('Steam Wallet 20 EUR (EU)'), none],
  ['/gift-card-offers/new', h1('New gift card offer'), none],
  ['/disputes/7001/accept', dialog('Accept dispute'), none],
  ['/payments', h1('Payments'), firstCardInView('Payments', 'Amount', false)],
  ['/payouts', h1('Payouts'), firstCardInView('Payouts', 'Requested')],
  // The seller's standing and the filters come first: the first offer is a card, but below the first screen.
  ['/currency-offers/3001/other-offers', h1(/offer 3001$/), offerCardsFit],
  // 500 offers: the cards are windowed, at one height, in a box that scrolls up and down only.
  ['/currency-offers/3003/other-offers', h1(/offer 3003$/), windowedOfferCards],
  // Walked after the money screens, so that they still load the IndexedDB wrapper (idb) themselves, as on a first visit.
  ['/account-offers/import', h1('Import account offers'), importPreview],
  ['/activity', h1('Activity'), none],
  ['/inbox', h1('Inbox'), none],
  ['/notifications', h1('Notifications'), none],
  ['/no/such/page', h1('Page not found'), none],
]

async function onPhone(page: Page) {
  await signIn(page, '/')
  await page.setViewportSize(PHONE)
}

/** The whole box of `target` lies in the first 390 × 844 of the page (the page scrolled to its top). */
async function inFirstScreen(target: Locator) {
  await expect(target).toBeVisible()
  const box = (await target.boundingBox())!
  const scrolled = await target.page().evaluate(() => window.scrollY)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  expect(box.y + scrolled + box.height).toBeLessThanOrEqual(PHONE.height)
}

/** The list's first record, a card: its status (when records have one) and its amount lie inside the screen. */
function firstCardInView(list: string, amount?: string, hasStatus = true) {
  return async (page: Page) => {
    const card = page.getByRole('table', { name: list }).locator('tbody tr').first()
    if (hasStatus) await inFirstScreen(card.locator('[data-slot="status"]'))
    if (amount) {
      const cell = card.locator('[data-slot="amount"]')
      await expect(cell).toHaveAttribute('data-label', amount)
      await inFirstScreen(cell)
    }
  }
}

/** The competing offers are cards: the first one's price is its amount, and the cards lie within the screen's width. */
async function offerCardsFit(page: Page) {
  const cards = page.getByRole('table', { name: 'Competing offers' }).locator('tbody tr:not([aria-hidden])')
  await expect(cards.first().locator('[data-slot="amount"]')).toHaveAttribute('data-label', /^Price per 1 /)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible()
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  }
}

/** CARD_HEIGHT_PX of row-window.tsx: a windowed card's one height, its gap to the next included. */
const CARD_PITCH = 216

/** Scrolled down its box, the windowed cards still keep their one height, their content in it and their place. */
async function windowedOfferCards(page: Page) {
  const table = page.getByRole('table', { name: 'Competing offers' })
  await expect(table).toHaveAttribute('aria-rowcount', '501')
  await table.evaluate((el, top) => el.parentElement!.scrollTo(0, top), 100 * CARD_PITCH)
  await expect(table.locator('tbody tr[aria-rowindex="102"]')).toBeAttached()
  await offerCardsFit(page)
  const cards = await table.locator('tbody tr[aria-rowindex]').evaluateAll((rows) =>
    rows.map((row) => ({ top: row.getBoundingClientRect().top, fits: row.scrollHeight <= row.clientHeight + 1 })),
  )
  expect(cards.length).toBeGreaterThan(2)
  for (const [index, card] of cards.entries()) {
    expect(card.fits).toBe(true)
    if (index > 0) expect(card.top - cards[index - 1]!.top).toBeCloseTo(CARD_PITCH, 0)
  }
  const box = await table.evaluate((el) => ({ sideways: el.parentElement!.scrollWidth - el.parentElement!.clientWidth }))
  expect(box.sideways).toBeLessThanOrEqual(1)
}

/** Elements in `main` that scroll sideways. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page')
    for (const el of document.querySelectorAll('main *')) {
      if (el.clientWidth <= 1) continue
      // A box that clips its text (an ellipsis) scrolls nothing: only one that scrolls counts.
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
      if (scrolls && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      }
    }
    return found
  })
}

/**
 * The importer with a game and two rows, one failing: its tables become cards, nothing scrolls sideways. Then a
 * sheet naming a column otherwise: its mapping step fits too (and is what axe reads).
 */
async function importPreview(page: Page) {
  await inFirstScreen(page.getByRole('combobox', { name: 'Game' }))
  await page.getByRole('combobox', { name: 'Game' }).selectOption('Valorant')
  const csv = 'title,description,price,credentials,account_data.rank,account_data.level,account_data.server\nGold,x,10,"a\nb",Gold,5,EU\n,x,0.5,,Wood,0,EU\n'
  await page.getByLabel(/^Pick a CSV file/).setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByRole('table', { name: 'Rows' }).locator('[data-slot="title"]').first()).toHaveText('Gold')
  expect(await sidewaysScrollers(page)).toEqual([])
  const sheet = 'Title,Description,Price,Credentials,Region,Level\nGold,x,10,"a\nb",EU,5\n'
  await page.getByLabel(/^Pick a CSV file/).setInputFiles({ name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) })
  await page.getByRole('combobox', { name: 'Column for Server (required)' }).selectOption('Region')
  await page.getByText(/^Fields matched by name/).click()
  expect(await sidewaysScrollers(page)).toEqual([])
}

test('at 390 × 844: nothing scrolls sideways, the first record and the urgent action in view, axe clean in light and dark', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  const fitsAndPasses = async (check: (page: Page) => Promise<void>) => {
    expect(await sidewaysScrollers(page)).toEqual([])
    await check(page)
    // Every WCAG 2.2 A/AA rule (target size included) in light; the colours in dark.
    await expectAxeCleanLightAndDark(page)
  }
  await page.goto('/')
  await test.step('/sign-in', async () => {
    await expect(page.getByLabel('API token')).toBeVisible()
    await fitsAndPasses(none)
  })
  await signIn(page, null)
  // The app is loaded once; each route after is reached as its links reach it.
  for (const [path, shown, check] of ROUTES) {
    await test.step(path, async () => {
      await openInApp(page, path, shown(page))
      await fitsAndPasses(check)
    })
  }
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
