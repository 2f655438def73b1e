/*
 * The targets set against the reference app measured in the same run: each route's first-visit JS at most
 * 1.20× the reference app's (test/budget/budgets.ts; `npm test` checks it, with the first screen's steps), and on
 * every signed-in route a Lighthouse mobile score (median of three runs) at most 2 points under the reference app's
 * and a TBT at most 50 ms over it.
 */
import { REFERENCE_JS_KB, TARGET } from '../budget/budgets'
import type { RouteBytes } from './first-visit'
import type { LighthouseScores } from './lighthouse'
import { kB, table } from './markdown'

export const ROUTE_TARGETS = {
  jsRatio: TARGET.ratio,
  performanceBelowReference: 2,
  tbtOverReferenceMs: 50,
  /** Lighthouse's scores vary from run to run: a route's figure is the median of this many. */
  lighthouseRuns: 3,
}

/** What the routes are judged against: the reference app's figures from this run. */
export interface Baseline {
  jsGzip: number
  /** False when the run did not measure the reference app's bytes: the figure written in budgets.ts is used. */
  jsFromRun: boolean
  jsFiles?: number
  performance?: number
  tbt?: number
}

export function baselineOf(bytes: RouteBytes[] | undefined, lighthouse: LighthouseScores[] | undefined): Baseline {
  const js = bytes?.[0]
  const mobile = lighthouse?.find((scores) => scores.formFactor === 'mobile')
  return {
    jsGzip: js?.jsGzip ?? REFERENCE_JS_KB * 1000,
    jsFromRun: js !== undefined,
    jsFiles: js?.jsFiles,
    performance: mobile?.performance,
    tbt: mobile?.tbt,
  }
}

/** The limits a route is held to, from the baseline. */
export function limitsOf(baseline: Baseline) {
  return {
    jsGzip: ROUTE_TARGETS.jsRatio * baseline.jsGzip,
    performance: baseline.performance === undefined ? undefined : baseline.performance - ROUTE_TARGETS.performanceBelowReference,
    tbt: baseline.tbt === undefined ? undefined : baseline.tbt + ROUTE_TARGETS.tbtOverReferenceMs,
  }
}

/** One route's figures and, for each target, whether it is met (undefined: not measured, or not judged here). */
export interface RouteVerdict {
  route: string
  jsGzip?: number
  ratio?: number
  jsFiles?: number
  performance?: number
  tbt?: number
  bytesMet?: boolean
  performanceMet?: boolean
  tbtMet?: boolean
}

/** Every route's verdicts; the Lighthouse targets apply to the signed-in routes (a page without data has no reference). */
export function routeVerdicts(bytes: RouteBytes[], lighthouse: LighthouseScores[], baseline: Baseline): RouteVerdict[] {
  const limits = limitsOf(baseline)
  const mobile = lighthouse.filter((scores) => scores.formFactor === 'mobile')
  const routes = [...new Set([...bytes.map((b) => b.route), ...mobile.map((s) => s.route)])]
  return routes.map((route) => {
    const b = bytes.find((item) => item.route === route)
    const s = mobile.find((item) => item.route === route)
    const judged = s !== undefined && s.signedIn
    return {
      route,
      jsGzip: b?.jsGzip,
      ratio: b ? b.jsGzip / baseline.jsGzip : undefined,
      jsFiles: b?.jsFiles,
      performance: s?.performance,
      tbt: s?.tbt,
      bytesMet: b ? b.jsGzip <= limits.jsGzip : undefined,
      performanceMet: judged && limits.performance !== undefined ? s.performance >= limits.performance : undefined,
      tbtMet: judged && limits.tbt !== undefined ? s.tbt <= limits.tbt : undefined,
    }
  })
}

const verdict = (met: boolean | undefined) => (met === undefined ? '–' : met ? 'met' : '**not met**')
const or = <T>(value: T | undefined, show: (v: T) => string) => (value === undefined ? '–' : show(value))
const ratio = (value: number) => `${value.toFixed(2)}×`

/** The table of every route beside the reference app, each target met or not. */
export function routeTable(verdicts: RouteVerdict[], baseline: Baseline, lighthouseRuns: number): string[] {
  const limits = limitsOf(baseline)
  const intro =
    `Each route against the reference app (${kB(baseline.jsGzip)}${baseline.jsFromRun ? ', this run' : ', written in budgets.ts: not measured in this run'}). ` +
    `Targets: JS ≤ ${ratio(ROUTE_TARGETS.jsRatio)} (${kB(limits.jsGzip)}), ` +
    `Lighthouse mobile ≥ ${or(limits.performance, String)} and TBT ≤ ${or(limits.tbt, (v) => `${v} ms`)} on every signed-in route ` +
    `(median of ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'}${lighthouseRuns < ROUTE_TARGETS.lighthouseRuns ? `; the target asks for ${ROUTE_TARGETS.lighthouseRuns}` : ''}).`
  const header = ['route', 'JS', '× reference', 'met', 'scripts', 'Lighthouse mobile', 'met', 'TBT', 'met']
  const rows = verdicts.map((v) => [
    `\`${v.route}\``,
    or(v.jsGzip, kB),
    or(v.ratio, ratio),
    verdict(v.bytesMet),
    or(v.jsFiles, String),
    or(v.performance, String),
    verdict(v.performanceMet),
    or(v.tbt, (t) => `${t} ms`),
    verdict(v.tbtMet),
  ])
  rows.push([
    'reference app',
    kB(baseline.jsGzip),
    '1.00×',
    '',
    or(baseline.jsFiles, String),
    or(baseline.performance, String),
    '',
    or(baseline.tbt, (t) => `${t} ms`),
    '',
  ])
  return [intro, '', ...table(header, rows)]
}
