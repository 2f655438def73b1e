/*
 * npm run test:budget: the first-visit bytes of every route of the production build (made with
 * `vite build --manifest`), against test/budget/budgets.ts. Exits 1 when a route is over its budget.
 *
 *   tsx test/budget/check-budgets.ts [dist]
 */
import { BUDGETS, REFERENCE_JS_KB, TARGET } from './budgets'
import { checkBudgets, targetSummary } from './check'
import { measureBuild } from './measure'

async function main() {
  const dist = process.argv[2] ?? 'dist'
  const measured = await measureBuild(dist)
  const { ok, report } = checkBudgets(measured, BUDGETS, REFERENCE_JS_KB, TARGET)
  console.log(`First visit of each route, empty cache: the build's manifest (${dist}), gzip -9.\n`)
  console.log(report)
  console.log(`\n${targetSummary(measured, BUDGETS, REFERENCE_JS_KB, TARGET)}`)
  if (!ok) {
    console.error(
      '\nByte budget exceeded: make the route lighter, or (for a new route) add its budget to test/budget/budgets.ts.',
    )
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
