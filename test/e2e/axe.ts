import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
/** What a change of colour scheme can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

type RunOnly = { type: 'tag' | 'rule'; values: string[] }

/**
 * Runs axe in the page itself, injected once a document: `@axe-core/playwright` injects it again and finishes
 * every run in a fresh page, three times the cost of the run (the app has no frames for it to reach into).
 */
async function violations(page: Page, runOnly: RunOnly): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // A dialog still fading in has its colours part-way: axe would measure a contrast no one sees for long.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  return page.evaluate(async (only) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe }
    const results = await inPage.run(document, { runOnly: only, resultTypes: ['violations'] })
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, runOnly)
}

/** Axe with the WCAG 2.2 A and AA rules finds nothing. */
export async function expectNoAxeViolations(page: Page) {
  expect(await violations(page, { type: 'tag', values: WCAG_22_AA })).toEqual([])
}

/** Axe's colour rules find nothing: for a second colour scheme, where only colours change. */
export async function expectNoColourViolations(page: Page) {
  expect(await violations(page, { type: 'rule', values: COLOUR_RULES })).toEqual([])
}

/**
 * Every WCAG 2.2 A/AA rule in the light scheme, and the rules a scheme can change (the colours) in the dark one;
 * the page is left in light.
 */
export async function expectAxeCleanLightAndDark(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' })
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoColourViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
}
