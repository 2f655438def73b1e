import { describe, expect, it } from 'vitest'
import type { LedgerFigures } from '../../bench/ledger-timing'
import { checkTargets } from '../../bench/targets'

const ledger = (progressPage: number, p90: number): LedgerFigures => ({
  payments: 20_000,
  firstSync: { progressPage, lastPage: 360, ms: 41_250 },
  yearToPaint: { runs: 10, median: p90 - 40, p90, max: p90 + 5, min: 90 },
})

describe('the 20 000-payment ledger targets', () => {
  const row = (figures: LedgerFigures, start: string) => checkTargets({ ledger: figures }).find((c) => c.target.startsWith(`20,000 payments: ${start}`))

  it('is met when the first read showed its progress and a year painted within 200 ms at p90', () => {
    expect(row(ledger(212, 200), 'the first read')).toMatchObject({ measured: 'page 212 of 360 seen; done in 41.3 s', met: true })
    expect(row(ledger(212, 200), "a year's chart")).toMatchObject({ measured: '200 ms (median 160 ms)', met: true })
  })

  it('is not met when the progress never moved or the p90 is over 200 ms', () => {
    expect(row(ledger(0, 150), 'the first read')?.met).toBe(false)
    expect(row(ledger(5, 200.1), "a year's chart")?.met).toBe(false)
  })
})
