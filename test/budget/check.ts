import type { RouteBytes } from '../bench/first-visit'
import { kB, table } from '../bench/markdown'
import type { NotMet, TARGET } from './budgets'
import type { RouteFigures } from './measure'
import { firstScreenSteps } from './steps'

export type Target = { [K in keyof typeof TARGET]: number }

export interface BudgetCheck {
  ok: boolean
  /** The table of every route and, when something is over, what and by how much. */
  report: string
}

/** `1.13×`: bytes as a multiple of the reference app's. */
export const ratioText = (bytes: number, referenceBytes: number) => `${(bytes / referenceBytes).toFixed(2)}×`

/** A file the build's manifest does not name has no known step. */
const stepsText = (steps: number) => (steps === Infinity ? 'unknown' : String(steps))

/** A built file as a report names it: its name, which is a hash, and the source it holds when the manifest says. */
const named = (file: string, sources: ReadonlyMap<string, string>) => {
  const source = sources.get(file)
  return `${file.replace(/^assets\//, '')}${source ? `: ${source}` : ''}`
}

/** What a route's first visit exceeds, and by how much: empty when it meets the target. */
export function overBy(
  figures: RouteBytes,
  referenceBytes: number,
  target: Target,
  steps: Map<string, number>,
  sources: ReadonlyMap<string, string> = new Map(),
): string[] {
  const over: string[] = []
  const js = figures.jsGzip - target.ratio * referenceBytes
  const css = figures.cssGzip - target.cssKB * 1000
  const first = firstScreenSteps(figures.firstScreen, steps)
  if (js > 0) over.push(`JS +${kB(js)}`)
  if (css > 0) over.push(`CSS +${kB(css)}`)
  if (first.steps > target.steps) {
    const files = first.last.map((file) => named(file, sources)).join(', ')
    over.push(`first screen in ${stepsText(first.steps)} steps (${files})`)
  }
  return over
}

/**
 * Each route's first visit, as the browser fetched it, against the reference app's measured in the same run;
 * `steps`: in how many steps after the HTML each built file can arrive (steps.ts); `sources`: the source each built
 * file holds, for the report.
 */
export function checkRoutes(
  measured: RouteBytes[],
  reference: RouteBytes,
  target: Target,
  steps: Map<string, number>,
  notMet: Record<string, NotMet> = {},
  sources: ReadonlyMap<string, string> = new Map(),
): BudgetCheck {
  const failures: string[] = []
  const missed: string[] = []
  const rows = measured.map((figures) => {
    const held = notMet[figures.route]
    const over = overBy(figures, reference.jsGzip, held ? heldTarget(target, held) : target, steps, sources)
    if (over.length) failures.push(figures.route)
    else if (held && overBy(figures, reference.jsGzip, target, steps).length) missed.push(`- \`${figures.route}\`: ${held.why}`)
    const late = figures.detail.filter((file) => file.late)
    return [
      `\`${figures.route}\``,
      kB(figures.jsGzip),
      ratioText(figures.jsGzip, reference.jsGzip),
      String(figures.jsFiles),
      kB(figures.cssGzip),
      stepsText(firstScreenSteps(figures.firstScreen, steps).steps),
      late.length ? `${kB(late.reduce((sum, file) => sum + file.gzip, 0))} (${late.length})` : '–',
      over.length ? `**${over.join(', ')}**` : '–',
    ]
  })
  const limit = target.ratio * reference.jsGzip
  const intro =
    `Reference app: ${kB(reference.jsGzip)} of JS in ${reference.jsFiles} file(s), measured in this run. ` +
    `Target: JS ≤ ${target.ratio.toFixed(2)}× (${kB(limit)}), CSS ≤ ${target.cssKB} kB, ` +
    `the first screen's code in ≤ ${target.steps} steps after the HTML.`
  const header = ['route', 'JS (gzip)', '× reference', 'script files', 'CSS', 'first-screen steps', 'after the first paint', 'over by']
  const verdict = failures.length
    ? `Over the target: ${failures.join(', ')}.`
    : missed.length
      ? `Every route meets the target, but ${missed.length} held at their ceiling (budgets.ts, NOT_MET):\n${missed.join('\n')}`
      : 'Every route meets the target.'
  return { ok: failures.length === 0, report: [intro, '', ...table(header, rows), '', verdict].join('\n') }
}

/** The target of a route held at its ceiling: its own ratio and steps. */
export function heldTarget(target: Target, held: NotMet): Target {
  return { ...target, ratio: held.ratio, steps: held.steps ?? target.steps }
}

/**
 * The quick pre-check, before the browser starts: a route whose static import graph alone (what the manifest says
 * the route's start imports) is over the limit of the last measured reference is over in the browser too.
 */
export function preCheck(estimates: RouteFigures[], referenceKB: number, target: Target, notMet: Record<string, NotMet> = {}): string[] {
  const limitOf = (route: string) => (notMet[route]?.ratio ?? target.ratio) * referenceKB * 1000
  return estimates
    .filter((figures) => figures.jsGzip > limitOf(figures.route))
    .map((figures) => `${figures.route}: ${kB(figures.jsGzip)} by its static imports alone, over ${kB(limitOf(figures.route))}`)
}
