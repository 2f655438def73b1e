import { REFERENCE_JS_KB } from '../budget/budgets'
import { kB, ms } from './markdown'
import { limitsOf, ROUTE_TARGETS, routeVerdicts, type Baseline, type RouteVerdict } from './route-targets'
import type { BenchFigures, TargetCheck } from './targets'

/** A target set against the reference app: the worst route by `value`, and how many miss. */
function againstReference(
  target: string,
  verdicts: RouteVerdict[],
  met: (v: RouteVerdict) => boolean | undefined,
  value: (v: RouteVerdict) => number,
  show: (v: RouteVerdict) => string,
  reference: string,
): TargetCheck | null {
  const judged = verdicts.filter((v) => met(v) !== undefined)
  if (judged.length === 0) return null
  const worst = judged.reduce((a, b) => (value(b) > value(a) ? b : a))
  const missed = judged.filter((v) => met(v) === false).length
  return {
    target,
    measured: `worst ${show(worst)} (${worst.route})${missed ? `; ${missed} of ${judged.length} miss` : ''}`,
    reference,
    met: missed === 0,
  }
}

/** The summary rows of the targets set against the reference app, from each route's verdicts. */
export function referenceChecks(figures: BenchFigures, baseline: Baseline): (TargetCheck | null)[] {
  const verdicts = routeVerdicts(figures.bytes ?? [], figures.lighthouse ?? [], baseline)
  const limits = limitsOf(baseline)
  const runs = figures.lighthouseRuns ?? 1
  const median = `median of ${runs}${runs < ROUTE_TARGETS.lighthouseRuns ? `, not ${ROUTE_TARGETS.lighthouseRuns}` : ''}`
  const checks = [
    againstReference(
      `first visit: JS ≤ ${ROUTE_TARGETS.jsRatio.toFixed(2)}× the reference app's (${kB(limits.jsGzip)}) on every route`,
      verdicts, (v) => v.bytesMet, (v) => v.ratio ?? 0, (v) => `${(v.ratio ?? 0).toFixed(2)}× (${kB(v.jsGzip ?? 0)})`,
      kB(baseline.jsGzip),
    ),
    againstReference(
      `Lighthouse mobile performance ≥ the reference app's − ${ROUTE_TARGETS.performanceBelowReference} (${limits.performance ?? '–'}) on every signed-in route (${median})`,
      verdicts, (v) => v.performanceMet, (v) => -(v.performance ?? 0), (v) => String(v.performance),
      String(baseline.performance ?? '–'),
    ),
    againstReference(
      `Lighthouse mobile TBT ≤ the reference app's + ${ROUTE_TARGETS.tbtOverReferenceMs} ms (${limits.tbt ?? '–'} ms) on every signed-in route (${median})`,
      verdicts, (v) => v.tbtMet, (v) => v.tbt ?? 0, (v) => ms(v.tbt ?? 0), baseline.tbt === undefined ? '–' : ms(baseline.tbt),
    ),
  ]
  if (baseline.jsFromRun) {
    const drift = Math.abs(baseline.jsGzip - REFERENCE_JS_KB * 1000)
    checks.push({
      target: "the reference app's JS written in test/budget/budgets.ts (REFERENCE_JS_KB) is this run's, within 0.5 kB",
      measured: `${kB(baseline.jsGzip)} in this run`,
      reference: `${REFERENCE_JS_KB} kB written`,
      met: drift <= 500,
    })
  }
  return checks
}

