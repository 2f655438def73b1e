import { describe, expect, it } from 'vitest'
import type { RouteBytes } from '../../bench/first-visit'
import type { LighthouseScores } from '../../bench/lighthouse'
import { baselineOf, routeTable, routeVerdicts } from '../../bench/route-targets'
import { checkTargets } from '../../bench/targets'
import { REFERENCE_JS_KB } from '../../budget/budgets'

const bytes = (route: string, jsGzip: number, jsFiles: number): RouteBytes =>
  ({ route, jsGzip, jsFiles, cssGzip: 3000, cssFiles: 1, files: [], firstScreen: [], detail: [] })

const scores = (route: string, performance: number, tbt: number): LighthouseScores => ({
  route, signedIn: route !== '/sign-in', formFactor: 'mobile', performance, accessibility: 100, fcp: 900, lcp: 1500, tbt, cls: 0,
  failedAccessibilityAudits: [], warnings: [], benchmarkIndex: 2000, finalUrl: route,
})

// The reference app: 140 kB in one file, Lighthouse 96 with 90 ms of TBT; so 154 kB, 94 and 140 ms.
const reference = { bytes: [bytes('reference', 140_000, 1)], lighthouse: [scores('reference', 96, 90)] }
const figures = {
  bytes: [bytes('/sign-in', 120_000, 2), bytes('/gift-card-orders', 154_000, 6), bytes('/gift-card-orders/$giftCardOrderId', 170_000, 19)],
  lighthouse: [scores('/sign-in', 80, 400), scores('/gift-card-orders', 94, 140), scores('/gift-card-orders/$giftCardOrderId', 93, 141)],
  reference,
  lighthouseRuns: 3,
}

describe('the targets the bench prints, against the reference app of the same run', () => {
  const checks = checkTargets(figures)
  const row = (start: string) => checks.find((check) => check.target.startsWith(start))

  it('judge each route\'s JS as a ratio to the reference app\'s, however many files it comes in', () => {
    expect(row('first visit: JS')).toEqual({
      target: "first visit: JS ≤ 1.20× the reference app's (168.0 kB) on every route",
      measured: 'worst 1.21× (170.0 kB) (/gift-card-orders/$giftCardOrderId); 1 of 3 miss',
      reference: '140.0 kB',
      met: false,
    })
    expect(row('first visit: at most')).toBeUndefined()
    expect(row('first visit: CSS')).toMatchObject({ met: true })
  })

  it('judge Lighthouse on the signed-in routes only, at most 2 points under and 50 ms over the reference app', () => {
    expect(row('Lighthouse mobile performance')).toMatchObject({
      target: "Lighthouse mobile performance ≥ the reference app's − 2 (94) on every signed-in route (median of 3)",
      measured: 'worst 93 (/gift-card-orders/$giftCardOrderId); 1 of 2 miss',
      reference: '96',
      met: false,
    })
    expect(row('Lighthouse mobile TBT')).toMatchObject({
      measured: 'worst 141 ms (/gift-card-orders/$giftCardOrderId); 1 of 2 miss',
      reference: '90 ms',
      met: false,
    })
  })

  it('say whether the reference figure the budgets are written against is this run\'s', () => {
    expect(row("the reference app's JS")).toMatchObject({ measured: '140.0 kB in this run', met: Math.abs(REFERENCE_JS_KB - 140) <= 0.5 })
  })

  it('say when Lighthouse ran fewer times than the target asks', () => {
    expect(checkTargets({ ...figures, lighthouseRuns: 1 }).find((c) => c.target.includes('TBT'))?.target).toContain('(median of 1, not 3)')
  })
})

describe('the table of routes beside the reference app', () => {
  const baseline = baselineOf(reference.bytes, reference.lighthouse)
  const verdicts = routeVerdicts(figures.bytes, figures.lighthouse, baseline)

  it('gives each route its ratio, scripts, score and TBT, and met or not met for each target', () => {
    const lines = routeTable(verdicts, baseline, 3)
    expect(lines).toContain('| `/gift-card-orders` | 154.0 kB | 1.10× | met | 6 | 94 | met | 140 ms | met |')
    expect(lines).toContain(
      '| `/gift-card-orders/$giftCardOrderId` | 170.0 kB | 1.21× | **not met** | 19 | 93 | **not met** | 141 ms | **not met** |',
    )
    // A page without data is not held to the Lighthouse targets.
    expect(lines).toContain('| `/sign-in` | 120.0 kB | 0.86× | met | 2 | 80 | – | 400 ms | – |')
    expect(lines).toContain('| reference app | 140.0 kB | 1.00× |  | 1 | 96 |  | 90 ms |  |')
  })

  it('falls back to the figure written in the budgets when the run did not measure the reference app', () => {
    const written = baselineOf(undefined, undefined)
    expect(written).toMatchObject({ jsGzip: REFERENCE_JS_KB * 1000, jsFromRun: false })
    expect(routeTable([], written, 1)[0]).toContain('written in budgets.ts: not measured in this run')
  })
})
