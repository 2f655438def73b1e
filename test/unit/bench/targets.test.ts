import { describe, expect, it } from 'vitest'
import type { RouteBytes } from '../../bench/bundle-size'
import type { LighthouseScores } from '../../bench/lighthouse'
import { checkTargets } from '../../bench/targets'

const bytes = (route: string, jsGzip: number, jsFiles: number): RouteBytes =>
  ({ route, jsGzip, jsFiles, cssGzip: 3000, cssFiles: 1, files: [] })

const scores = (route: string, performance: number, tbt: number): LighthouseScores => ({
  route, formFactor: 'mobile', performance, accessibility: 100, fcp: 900, lcp: 1500, tbt, cls: 0,
  failedAccessibilityAudits: [], warnings: [], benchmarkIndex: 2000, finalUrl: route,
})

describe('the targets the bench prints', () => {
  const checks = checkTargets({
    bytes: [bytes('/sign-in', 120_000, 6), bytes('/orders', 150_000, 12)],
    lighthouse: [scores('/sign-in', 99, 40), scores('/orders', 91, 320)],
    reference: { bytes: [bytes('reference', 140_000, 1)], lighthouse: [scores('reference', 96, 90)] },
  })
  const row = (start: string) => checks.find((check) => check.target.startsWith(start))

  it('judge every route on its worst one, and say how many miss', () => {
    expect(row('first visit: JS')).toEqual({
      target: 'first visit: JS ≤ 130.0 kB gzip on every route',
      measured: 'highest 150.0 kB (/orders); 1 of 2 miss',
      reference: '140.0 kB',
      met: false,
    })
    expect(row('first visit: CSS')).toMatchObject({ measured: 'highest 3.0 kB (/sign-in)', met: true })
  })

  it('put the reference app\'s figure beside the app\'s, a score at its lowest', () => {
    expect(row('Lighthouse mobile performance')).toMatchObject({
      measured: 'lowest 91 (/orders); 1 of 2 miss',
      reference: '96',
      met: false,
    })
    expect(row('Lighthouse mobile TBT')).toMatchObject({ measured: 'highest 320 ms (/orders); 1 of 2 miss', reference: '90 ms' })
    expect(row('Lighthouse accessibility')).toMatchObject({ measured: 'lowest 100 (/sign-in, mobile)', met: true })
  })
})
