/*
 * npm run test:budget: a first visit to every route of the production build (made by `vite build --manifest`) in
 * Chromium, empty cache, every script and stylesheet counted until the network has been idle for 500 ms
 * (test/bench/first-visit.ts, the bench's own measure), against the reference app measured the same way in the
 * same run. Exits 1 when a route misses test/budget/budgets.ts's target. Before the browser starts, the static
 * import graph of each route is a quick pre-check.
 *
 *   tsx test/budget/check-budgets.ts [dist]
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startBenchServer } from '../bench/bench-server'
import { launchChromium } from '../bench/browser'
import { measureFirstVisits } from '../bench/first-visit'
import { REFERENCE_ROUTES, serveReferenceApp } from '../bench/reference'
import { NOT_MET, REFERENCE_JS_KB, TARGET } from './budgets'
import { checkRoutes, preCheck } from './check'
import { classicScripts, measureBuild, readManifest } from './measure'
import { visitRoutes } from './routes'
import { loadSteps } from './steps'

/** Pages measured at once: one browser, a page per route, on CI's two cores. */
const PARALLEL = 4

async function main() {
  const dist = process.argv[2] ?? 'dist'
  const started = Date.now()
  const overAlready = preCheck(await measureBuild(dist), REFERENCE_JS_KB, TARGET, NOT_MET)
  if (overAlready.length > 0) {
    console.error(`Over the target by the static import graph alone (pre-check):\n- ${overAlready.join('\n- ')}`)
    process.exitCode = 1
    return
  }
  const routes = await visitRoutes()
  const [server, reference, browser] = await Promise.all([startBenchServer(dist), serveReferenceApp(), launchChromium()])
  try {
    const [measured, [referenceVisit]] = await Promise.all([
      measureFirstVisits(browser, server, routes, PARALLEL),
      measureFirstVisits(browser, reference, REFERENCE_ROUTES),
    ])
    const html = await readFile(join(dist, 'index.html'), 'utf8')
    const manifest = await readManifest(dist)
    const steps = loadSteps(manifest, classicScripts(html))
    // The built files are named by their hash: the report says which source each holds.
    const sources = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? chunk.name ?? ''] as const))
    const { ok, report } = checkRoutes(measured, referenceVisit!, TARGET, steps, NOT_MET, sources)
    console.log(`First visit of each route in Chromium, empty cache, until the network is idle (${dist}, gzip).\n`)
    console.log(report)
    console.log(`\n${routes.length} routes and the reference app in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    if (!ok) {
      console.error('\nA route misses the target: see docs/performance.md, "How the code keeps to them".')
      process.exitCode = 1
    }
  } finally {
    await browser.close()
    await server.close()
    await reference.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
