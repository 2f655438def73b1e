import { kB, table } from '../bench/markdown'
import type { Budget } from './budgets'
import type { RouteFigures } from './measure'

export interface BudgetCheck {
  ok: boolean
  /** The table of every route and, when something is over, what and by how much. */
  report: string
}

/** What exceeds the budget, and by how much: empty when the route is within it. */
export function overBy(figures: RouteFigures, budget: Budget): string[] {
  const over: string[] = []
  const js = figures.jsGzip - budget.jsKB * 1000
  const css = figures.cssGzip - budget.cssKB * 1000
  if (js > 0) over.push(`JS +${kB(js)}`)
  if (figures.jsFiles > budget.jsFiles) over.push(`files +${figures.jsFiles - budget.jsFiles}`)
  if (css > 0) over.push(`CSS +${kB(css)}`)
  return over
}

const limit = (budget: Budget | undefined, pick: (b: Budget) => number, unit = '') =>
  budget ? `${pick(budget)}${unit}` : '–'

/** Each route's figures against its budget; a route without a budget, or a budget without a route, fails too. */
export function checkBudgets(measured: RouteFigures[], budgets: Record<string, Budget>): BudgetCheck {
  const failures: string[] = []
  const rows = measured.map((figures) => {
    const budget = budgets[figures.route]
    const over = budget ? overBy(figures, budget) : ['no budget for this route']
    if (over.length) failures.push(figures.route)
    return [
      `\`${figures.route}\``,
      kB(figures.jsGzip),
      limit(budget, (b) => b.jsKB, ' kB'),
      figures.jsFiles,
      limit(budget, (b) => b.jsFiles),
      kB(figures.cssGzip),
      limit(budget, (b) => b.cssKB, ' kB'),
      over.length ? `**${over.join(', ')}**` : '–',
    ]
  })
  const stale = Object.keys(budgets).filter((route) => !measured.some((figures) => figures.route === route))
  for (const route of stale) {
    failures.push(route)
    rows.push([`\`${route}\``, '–', '–', '–', '–', '–', '–', '**a budget for a route the build does not have**'])
  }
  const header = ['route', 'JS (gzip)', 'budget', 'script files', 'budget', 'CSS (gzip)', 'budget', 'over by']
  const verdict = failures.length
    ? `Over budget (or without one): ${failures.join(', ')}.`
    : 'Every route is within its budget.'
  return { ok: failures.length === 0, report: [...table(header, rows), '', verdict].join('\n') }
}

/** How far each route is from a target that is the same for every route (issue 16's). */
export function targetSummary(measured: RouteFigures[], target: Budget): string {
  const missed = measured
    .map((figures) => ({ route: figures.route, over: overBy(figures, target) }))
    .filter((item) => item.over.length > 0)
  const name = `${target.jsKB} kB JS, ${target.jsFiles} script files, ${target.cssKB} kB CSS`
  const met = `Target (${name}): met by ${measured.length - missed.length} of ${measured.length} routes`
  return missed.length ? `${met}; over: ${missed.map((m) => `${m.route} (${m.over.join(', ')})`).join('; ')}.` : `${met}.`
}
