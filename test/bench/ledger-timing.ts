import type { Browser, Page } from '@playwright/test'
import { setLedgerSize } from '../../src/mocks/seed-payments'
import { resetDb } from '../../src/mocks/db'
import { signedInContext } from './browser'
import { addPaintProbe, changedPaint, pageNow, watchFor } from './paint-probe'
import { summarize, type Summary } from './stats'

/** The bench's ledger: the payments the mock API holds while the ledger is measured. */
export const LEDGER_PAYMENTS = 20_000

export interface LedgerFigures {
  payments: number
  firstSync: {
    /** The highest "page N of M" the progress bar showed before the copy was complete; 0 if it never moved. */
    progressPage: number
    lastPage: number
    /** ms from opening the ledger to the copy being complete. */
    ms: number
  }
  /**
   * ms from choosing "This year" (the select's `change` event, as the sort timings start at the click's event) to
   * the first frame showing its sums and chart, read from the local copy.
   */
  yearToPaint: Summary
  /** The same, from the moment the bench asks Playwright to choose: its own round trip and look-up included. */
  yearToPaintFromCommand?: Summary
}

const READY = 'text=/^Local copy as of/'
const YEAR_SHOWN = {
  selector: 'figure svg [role="img"]',
  // The sums are there, and read from the copy rather than from the API.
  textSelector: 'section:has(> dl[aria-label="Sums of the range"])',
  text: 'from the local copy',
}

/** The highest page the first read's progress bar has shown, polled until the copy is complete. */
async function watchProgress(page: Page): Promise<{ progressPage: number; lastPage: number }> {
  let seen = { progressPage: 0, lastPage: 0 }
  const deadline = Date.now() + 300_000
  while (!(await page.locator(READY).count())) {
    if (Date.now() > deadline) throw new Error('The first read of the ledger did not finish in 5 minutes.')
    const bar = await page
      .locator('progress[aria-label="Reading the ledger"]')
      .evaluate((el: HTMLProgressElement) => ({ progressPage: el.value, lastPage: el.max }), undefined, { timeout: 500 })
      .catch(() => null)
    if (bar && bar.progressPage > seen.progressPage) seen = bar
    await page.waitForTimeout(100)
  }
  return seen
}

/** The first read of a year of the 20 000-payment ledger into an empty browser, then "This year" from that copy. */
export async function measureLedger(browser: Browser, appUrl: string, runs: number): Promise<LedgerFigures> {
  setLedgerSize(LEDGER_PAYMENTS)
  resetDb()
  const context = await signedInContext(browser)
  try {
    const first = await context.newPage()
    const openedAt = Date.now()
    await first.goto(appUrl + 'payments')
    const progress = await watchProgress(first)
    const firstSync = { ...progress, ms: Date.now() - openedAt }
    await first.close()
    const samples: number[] = []
    const fromCommand: number[] = []
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage()
      await addPaintProbe(page)
      await page.goto(appUrl + 'payments')
      await page.locator(READY).waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      await watchFor(page, YEAR_SHOWN, 'year')
      const askedAt = await pageNow(page)
      await page.getByRole('combobox', { name: 'Range', exact: true }).selectOption('this-year')
      const mark = await changedPaint(page, 'year')
      samples.push(mark.paintedAt - (mark.changeAt ?? askedAt))
      fromCommand.push(mark.paintedAt - askedAt)
      await page.close()
    }
    return { payments: LEDGER_PAYMENTS, firstSync, yearToPaint: summarize(samples), yearToPaintFromCommand: summarize(fromCommand) }
  } finally {
    await context.close()
    setLedgerSize(null)
    resetDb()
  }
}
