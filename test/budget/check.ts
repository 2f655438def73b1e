import { kB, table } from '../bench/markdown'
import type { RouteBudget } from './budgets'
import type { RouteFigures } from './measure'

/** What every route should meet: JS as a multiple of the reference app's, script files, CSS. */
export interface Target {
  ratio: number
  jsFiles: number
  cssKB: number
}

export interface BudgetCheck {
  ok: boolean
  /** The table of every route and, when something is over, what and by how much. */
  report: string
}

/** A budget's JS limit in bytes: its ratio of the reference app's kB. */
export const jsLimit = (budget: Pick<RouteBudget, 'ratio'>, referenceKB: number) => budget.ratio * referenceKB * 1000

/** `1.13×`: a route's JS as a multiple of the reference app's. */
export const ratioText = (bytes: number, referenceKB: number) => `${(bytes / (referenceKB * 1000)).toFixed(2)}×`

/** What exceeds the budget, and by how much: empty when the route is within it. */
export function overBy(figures: RouteFigures, budget: Target, referenceKB: number): string[] {
  const over: string[] = []
  const js = figures.jsGzip - jsLimit(budget, referenceKB)
  const css = figures.cssGzip - budget.cssKB * 1000
  if (js > 0) over.push(`JS +${kB(js)}`)
  if (figures.jsFiles > budget.jsFiles) over.push(`files +${figures.jsFiles - budget.jsFiles}`)
  if (css > 0) over.push(`CSS +${kB(css)}`)
  return over
}

/** Whether a budget meets the target: a budget above it must say why (`notMet`). */
export const meetsTarget = (budget: RouteBudget, target: Target) =>
  budget.ratio <= target.ratio && budget.jsFiles <= target.jsFiles && budget.cssKB <= target.cssKB

/** What is wrong with a budget as written, before the build is looked at. */
export function budgetFaults(budget: RouteBudget, referenceKB: number, target: Target): string[] {
  const faults: string[] = []
  if (!meetsTarget(budget, target) && !budget.notMet) faults.push('above the target without saying why (notMet)')
  if (budget.measuredKB * 1000 > jsLimit(budget, referenceKB)) {
    faults.push(`its measured ${budget.measuredKB} kB is over its own ratio (${ratioText(budget.measuredKB * 1000, referenceKB)})`)
  }
  return faults
}

/** Routes whose JS has moved more than this from the kB written in their budget: the figure wants updating. */
const RECORD_DRIFT_BYTES = 500

/**
 * Each route's figures against its budget, whose JS limit is `ratio` × the reference app's kB; a route without
 * a budget, a budget without a route, or a budget above the target that does not say why, fails too.
 */
export function checkBudgets(
  measured: RouteFigures[],
  budgets: Record<string, RouteBudget>,
  referenceKB: number,
  target: Target,
): BudgetCheck {
  const failures: string[] = []
  const drifted: string[] = []
  const rows = measured.map((figures) => {
    const budget = budgets[figures.route]
    const over = budget ? [...budgetFaults(budget, referenceKB, target), ...overBy(figures, budget, referenceKB)] : ['no budget for this route']
    if (over.length) failures.push(figures.route)
    if (budget && Math.abs(figures.jsGzip - budget.measuredKB * 1000) > RECORD_DRIFT_BYTES) {
      drifted.push(`${figures.route} (${kB(figures.jsGzip)}, written ${budget.measuredKB} kB)`)
    }
    return [
      `\`${figures.route}\``,
      kB(figures.jsGzip),
      ratioText(figures.jsGzip, referenceKB),
      budget ? `${budget.ratio.toFixed(2)}× = ${kB(jsLimit(budget, referenceKB))}` : '–',
      budget ? `${figures.jsFiles} / ${budget.jsFiles}` : String(figures.jsFiles),
      budget ? `${kB(figures.cssGzip)} / ${budget.cssKB} kB` : kB(figures.cssGzip),
      over.length ? `**${over.join(', ')}**` : '–',
    ]
  })
  const stale = Object.keys(budgets).filter((route) => !measured.some((figures) => figures.route === route))
  for (const route of stale) {
    failures.push(route)
    rows.push([`\`${route}\``, '–', '–', '–', '–', '–', '**a budget for a route the build does not have**'])
  }
  const header = ['route', 'JS (gzip)', '× reference', 'budget', 'script files / budget', 'CSS / budget', 'over by']
  const verdict = failures.length
    ? `Over budget (or without one): ${failures.join(', ')}.`
    : 'Every route is within its budget.'
  const notes = drifted.length
    ? [`The kB written in these budgets differ from the build by more than ${kB(RECORD_DRIFT_BYTES)}: ${drifted.join('; ')}.`]
    : []
  const intro = `Reference app: ${referenceKB} kB of JS (REFERENCE_JS_KB, measured by \`npm run bench\`).`
  return { ok: failures.length === 0, report: [intro, '', ...table(header, rows), '', verdict, ...notes].join('\n') }
}

/** Which routes meet the target that is the same for every route (issue 23's), and why the others do not. */
export function targetSummary(
  measured: RouteFigures[],
  budgets: Record<string, RouteBudget>,
  referenceKB: number,
  target: Target,
): string {
  const missed = measured
    .map((figures) => ({ figures, over: overBy(figures, target, referenceKB) }))
    .filter((item) => item.over.length > 0)
  const name = `JS ≤ ${target.ratio.toFixed(2)}× the reference app's ${referenceKB} kB (${kB(jsLimit(target, referenceKB))}), ` +
    `${target.jsFiles} script files, ${target.cssKB} kB CSS`
  const met = `Target (${name}): met by ${measured.length - missed.length} of ${measured.length} routes`
  if (missed.length === 0) return `${met}.`
  const lines = missed.map(({ figures, over }) => {
    const why = budgets[figures.route]?.notMet
    return `- ${figures.route}: ${ratioText(figures.jsGzip, referenceKB)}, ${over.join(', ')}${why ? `: ${why}` : ''}`
  })
  return [`${met}; not met:`, ...lines].join('\n')
}
