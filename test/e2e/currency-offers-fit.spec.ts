import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'

const table = (page: Page) => page.getByRole('table', { name: 'Competing offers' })
/** The first offer's row (a long list's rows come with their code; until then a spacer holds their room). */
const firstRow = (page: Page) => table(page).locator('tbody tr:not([aria-hidden])').first()
const assistant = (page: Page) => page.getByRole('region', { name: 'Repricing assistant' })

/** Opens a folded card below the table by its title, and waits for its code to have loaded. */
async function openFold(page: Page, title: string, ready: string) {
  await page.getByRole('heading', { name: title, exact: true }).click()
  await expect(page.getByRole('region', { name: title }).getByText(ready, { exact: true }).first()).toBeVisible()
}

/**
 * Every element of the page that runs past the card (any section) it sits in, or a box that scrolls sideways:
 * what a seller would see cut at the right.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const found: string[] = []
    for (const card of document.querySelectorAll('main section')) {
      const edge = card.getBoundingClientRect()
      for (const el of card.querySelectorAll('*')) {
        const box = el.getBoundingClientRect()
        if (box.width > 0 && (box.right > edge.right + 0.5 || box.left < edge.left - 0.5)) {
          found.push(`${name(el)} runs ${Math.round(box.right - edge.right)} px past ${name(card)}`)
        }
      }
    }
    for (const el of document.querySelectorAll('main *')) {
      // A visually hidden text (1 px, clipped) is for screen readers and scrolls nothing anyone sees.
      if (el.clientWidth <= 1) continue
      if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name(el)} scrolls sideways by ${el.scrollWidth - el.clientWidth} px`)
      }
    }
    return [...new Set(found)]
  })
}

// The narrowest laptop width with the shortest common height: what fits here fits any laptop.
for (const viewport of [{ width: 1280, height: 768 }]) {
  test(`at ${viewport.width} × ${viewport.height} the competing offers fit their cards, the first row above the fold`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page, '/')
    for (const offer of [3001, 3003]) {
      await test.step(`offer ${offer}`, async () => {
        await page.goto(`/currency-offers/${offer}/other-offers`)
        await expect(firstRow(page)).toBeVisible()
        // The seller's standing and the first competing offer are in sight without scrolling.
        await expect(page.getByRole('region', { name: 'Your offer now' }).getByText(/^Rank \d+ of \d+/)).toBeInViewport()
        const row = await firstRow(page).boundingBox()
        expect(row!.y + row!.height).toBeLessThanOrEqual(viewport.height)
        expect(await overflowing(page)).toEqual([])

        await openFold(page, 'Price distribution', 'Show the distribution as a table')
        await openFold(page, 'Price helper', 'Highest price that is still the cheapest')
        await openFold(page, 'Repricing assistant', 'Suggested price')
        expect(await overflowing(page)).toEqual([])
        await page.evaluate(() => localStorage.clear())
      })
    }
  })
}

test('repricing assistant: floor, step and an ignored seller on offer 3001, priced per 1K Gold, give one price in that unit', async ({ page, context }) => {
  // Two axe runs over the page with its hundreds of rows and every fold open take most of the time.
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, '/currency-offers/3001/other-offers')
  await openFold(page, 'Repricing assistant', 'Suggested price')
  // No unit chosen: the offer's own, 1K Gold. LuckyVault asks 0.000091 per Gold, 0.091 per 1K Gold: one step lower is 0.09.
  await expect(assistant(page).getByLabel('Prices per').locator('option:checked')).toHaveText(/1K Gold \(your offer’s unit\)/)
  await expect(assistant(page).getByText('€0.09 per 1K Gold', { exact: true })).toBeVisible()

  await assistant(page).getByLabel('Floor (EUR per 1K Gold)').fill('0.09')
  await assistant(page).getByLabel('Undercut step (EUR per 1K Gold)').fill('0.0005')
  await assistant(page).getByRole('combobox', { name: 'Seller to ignore' }).fill('LuckyVault')
  await assistant(page).getByRole('button', { name: 'Ignore seller' }).click()
  // GoldenGoblin's 94.22 per 1M Gold is 0.09422 per 1K Gold; 0.0005 lower is 0.09372, 0.00009372 per Gold.
  await expect(assistant(page).getByText('€0.09372 per 1K Gold', { exact: true })).toBeVisible()
  await expect(assistant(page).getByText('€0.00009372 per 1 Gold, as in the table')).toBeVisible()
  await expect(assistant(page).getByText(/^The cheapest counted offer: GoldenGoblin asks €0\.09422 per 1K Gold/)).toBeVisible()

  await assistant(page).getByRole('button', { name: 'Copy price' }).click()
  await expect(assistant(page).getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.09372')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)

  // Kept in this browser for this offer, in its unit.
  await page.reload()
  await openFold(page, 'Repricing assistant', 'Suggested price')
  await expect(assistant(page).getByText('€0.09372 per 1K Gold', { exact: true })).toBeVisible()
})
