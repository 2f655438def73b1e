/*
 * npm run bench: builds the production app, serves it with the mock API (gzip, docs/deployment.md's caching and
 * security headers), and measures it in Chromium. Prints Markdown and writes the figures as JSON to
 * bench-results/. A benchmark, not a test: it exits 0 whether or not the targets are met, unless
 * --check is given.
 *
 * The reference app (reference-app/, the same stack at its smallest) is built and measured in the same
 * run (bytes, typing, Lighthouse), and its figures are printed beside the app's.
 *
 *   npm run bench                              # everything
 *   npm run bench -- --skip-build --only bytes,paint,sort,typing,flow
 *   npm run bench -- --lighthouse-runs 3       # median of three Lighthouse runs per route
 *   npm run bench -- --skip-reference          # the app alone
 *   npm run bench -- --only bytes,lighthouse --form-factors mobile   # issue 23's targets, Lighthouse on mobile only
 *   npm run bench -- --only ledger --skip-reference   # the 20 000-payment ledger: first read, a year from the copy
 *   npm run bench -- --only lighthouse --routes /,/payments   # Lighthouse on some routes (BENCH_SAVE_LHR=dir keeps the reports)
 */
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, release, totalmem, type } from 'node:os'
import { parseArgs } from 'node:util'
import { measureApiFlow } from './api-flow'
import { startBenchServer } from './bench-server'
import { launchChromium } from './browser'
import { measureLedger } from './ledger-timing'
import { findMockCode } from './bundle-size'
import { measureFirstVisits } from './first-visit'
import { visitRoutes } from '../budget/routes'
import { runLighthouse, type FormFactor } from './lighthouse'
import { DATA_CASES, measureDataToPaint, measureSortToPaint, SORT_CASES } from './paint-timing'
import { measureReferenceApp, REFERENCE_ROUTES, serveReferenceApp } from './reference'
import { toMarkdown, type Machine } from './report'
import { checkTargets, type BenchFigures } from './targets'
import { measureTyping, TYPING_CASES } from './typing'

const PARTS = ['bytes', 'lighthouse', 'paint', 'sort', 'typing', 'flow', 'ledger'] as const
type Part = (typeof PARTS)[number]

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-reference': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    only: { type: 'string', default: PARTS.join(',') },
    runs: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '1' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    out: { type: 'string', default: 'bench-results' },
    check: { type: 'boolean', default: false },
    routes: { type: 'string' },
  },
})
const parts = new Set(values.only.split(',').map((p) => p.trim()) as Part[])
const runs = Number(values.runs)
const formFactors = values['form-factors'].split(',').map((f) => f.trim()) as FormFactor[]
const lighthouseRuns = Number(values['lighthouse-runs'])
const routeNames = values.routes?.split(',').map((r) => r.trim())

function build(dist: string) {
  console.log(`Building the production app into ${dist}/ …`)
  const result = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BASE_PATH: '/' },
  })
  if (result.status !== 0) throw new Error('The build failed.')
}

async function main() {
  if (!values['skip-build']) build(values.dist)
  const server = await startBenchServer(values.dist)
  const browser = await launchChromium()
  const figures: BenchFigures = {}
  // Every route of the route tree, each at a record of the mock seed (test/budget/routes.ts): bytes and Lighthouse.
  const routes = await visitRoutes()
  const lighthouseRoutes = routeNames ? routes.filter((r) => routeNames.includes(r.name)) : routes
  const withReference = !values['skip-reference'] && (parts.has('bytes') || parts.has('lighthouse') || parts.has('typing'))
  const reference = withReference ? await serveReferenceApp() : null
  try {
    if (parts.has('bytes')) {
      console.log('First-visit bytes …')
      figures.mockCodeInBuild = await findMockCode(values.dist)
      // The measure `npm test` checks (test/budget).
      figures.bytes = await measureFirstVisits(browser, server, routes)
    }
    if (parts.has('paint')) {
      console.log('Data arrival to paint …')
      figures.dataToPaint = []
      for (const item of DATA_CASES) figures.dataToPaint.push(await measureDataToPaint(browser, server.appUrl, item, runs))
    }
    if (parts.has('sort')) {
      console.log('Sort click to paint …')
      figures.sortToPaint = []
      const rounds = Math.max(1, Math.ceil(runs / 4))
      for (const item of SORT_CASES) figures.sortToPaint.push(...(await measureSortToPaint(browser, server.appUrl, item, rounds)))
    }
    if (parts.has('typing')) {
      console.log('Typing in a filter field …')
      figures.typing = []
      for (const item of TYPING_CASES) figures.typing.push(await measureTyping(browser, server.appUrl, item))
    }
    if (parts.has('flow')) {
      console.log('API requests in a flow …')
      figures.flow = await measureApiFlow(browser, server.appUrl, server.scenarios)
    }
    if (parts.has('ledger')) {
      console.log('The ledger of 20 000 payments: its first read, then a year from the local copy …')
      figures.ledger = await measureLedger(browser, server.appUrl, runs)
    }
    if (parts.has('lighthouse')) {
      console.log(reference ? 'Lighthouse, the app and the reference app in rounds …' : 'Lighthouse …')
      figures.lighthouseRuns = lighthouseRuns
      const sites = [{ appUrl: server.appUrl, routes: lighthouseRoutes }]
      if (reference) sites.push({ appUrl: reference.appUrl, routes: REFERENCE_ROUTES })
      const [app, referenceApp] = await runLighthouse(sites, formFactors, lighthouseRuns)
      figures.lighthouse = app
      if (referenceApp) figures.reference = { lighthouse: referenceApp }
    }
    if (reference) {
      console.log('The reference app …')
      const measured = await measureReferenceApp(browser, reference, {
        bytes: parts.has('bytes'),
        typing: parts.has('typing'),
      })
      figures.reference = { ...figures.reference, ...measured }
    }
    const machine: Machine = {
      date: new Date().toISOString().slice(0, 10),
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      os: `${type()} ${release()}`,
      node: process.versions.node,
      chromium: browser.version(),
    }
    const checks = checkTargets(figures)
    const markdown = toMarkdown(machine, figures, checks)
    console.log(`\n${markdown}`)
    await mkdir(values.out, { recursive: true })
    const json = JSON.stringify({ machine, checks, figures }, null, 2)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    await writeFile(`${values.out}/bench-${stamp}.json`, json)
    await writeFile(`${values.out}/latest.json`, json)
    await writeFile(`${values.out}/latest.md`, markdown)
    console.log(`\nFigures written to ${values.out}/latest.json and ${values.out}/latest.md`)
    if (values.check && checks.some((c) => !c.met)) process.exitCode = 1
  } finally {
    await browser.close()
    await server.close()
    await reference?.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
