import { writeFile } from 'node:fs/promises'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { BENCH_FLAGS, CHROME_PATH, DEMO_TOKEN, TOKEN_KEY } from './browser'
import type { VisitRoute } from './first-visit'

export type FormFactor = 'mobile' | 'desktop'

export interface LighthouseScores {
  route: string
  /** A signed-in route: the targets set against the reference app are judged on those (the others have no data). */
  signedIn: boolean
  formFactor: FormFactor
  performance: number
  accessibility: number
  /** ms */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Accessibility audits that failed, by id. */
  failedAccessibilityAudits: string[]
  warnings: string[]
  /** Lighthouse's measure of the host's CPU speed during the run (a fast desktop scores about 2000 and up). */
  benchmarkIndex: number
  /** Where the audited page ended up: a signed-in route must not have been sent to the sign-in page. */
  finalUrl: string
}

const FLAGS: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] }

function launch(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    defaultViewport: null,
    args: ['--headless=new', ...BENCH_FLAGS],
  })
}

function scoresOf(route: VisitRoute, formFactor: FormFactor, lhr: Result): LighthouseScores {
  const numeric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? []
  const failed = a11yRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map((audit) => audit!.id)
  return {
    route: route.name,
    signedIn: route.signedIn,
    formFactor,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: Math.round(numeric('first-contentful-paint')),
    lcp: Math.round(numeric('largest-contentful-paint')),
    tbt: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    failedAccessibilityAudits: failed,
    warnings: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    finalUrl: lhr.finalDisplayedUrl,
  }
}

/** One audit in a new tab; a run that failed to record its trace (it happens now and then) is run again. */
async function auditOnce(browser: Browser, url: string, route: VisitRoute, formFactor: FormFactor): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.newPage()
    // Lighthouse clears the cache and service workers but keeps IndexedDB and localStorage (data a user may need):
    // without this, a run after the ledger's would find its local copy, and every run the activity log.
    const cdp = await page.createCDPSession()
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'indexeddb,local_storage' })
    await cdp.detach()
    if (route.signedIn) {
      await page.evaluateOnNewDocument(
        `try { sessionStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(DEMO_TOKEN)}) } catch {}`,
      )
    }
    const config = formFactor === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, FLAGS, config, page)
    await page.close()
    if (!result) throw new Error(`Lighthouse gave no result for ${route.name}.`)
    if (route.signedIn && new URL(result.lhr.finalDisplayedUrl).pathname.endsWith('/sign-in')) {
      throw new Error(`Lighthouse audited the sign-in page instead of ${route.name}: the token was not set.`)
    }
    if (process.env.BENCH_SAVE_LHR) {
      const name = `${formFactor}-${route.path.replace(/\W+/g, '-') || 'root'}-${Date.now()}.json`
      await writeFile(`${process.env.BENCH_SAVE_LHR}/${name}`, result.report as string)
    }
    if (!result.lhr.runtimeError || attempt === 3) return scoresOf(route, formFactor, result.lhr)
    console.log(`  (${route.name}: ${result.lhr.runtimeError.code}; running it again)`)
  }
}

/** An app served at `appUrl` and the routes of it to audit. */
export interface LighthouseSite {
  appUrl: string
  routes: VisitRoute[]
}

/**
 * Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU) and its desktop run, on each
 * route of each site, each in a new tab whose sessionStorage holds the token before the app starts (Lighthouse
 * clears the cache, and the site's IndexedDB and localStorage are cleared before it, so every run is a first
 * visit). The runs go in rounds, each round every route of every site once, so a site measured beside another (the
 * reference app) meets the same moments of a host whose speed varies, rather than all its runs at the end. Returns
 * each site's scores.
 */
export async function runLighthouse(sites: LighthouseSite[], formFactors: FormFactor[], runs = 1) {
  const browser = await launch()
  const results: LighthouseScores[][] = sites.map(() => [])
  try {
    for (const formFactor of formFactors) {
      const samples = sites.map((site) => site.routes.map((): LighthouseScores[] => []))
      for (let run = 0; run < runs; run += 1) {
        for (const [siteIndex, site] of sites.entries()) {
          for (const [routeIndex, route] of site.routes.entries()) {
            samples[siteIndex]![routeIndex]!.push(await auditOnce(browser, site.appUrl + route.path, route, formFactor))
          }
        }
      }
      for (const [siteIndex, site] of sites.entries()) {
        for (const [routeIndex, route] of site.routes.entries()) {
          // The run with the median performance score stands for the route.
          const sorted = samples[siteIndex]![routeIndex]!.sort((a, b) => a.performance - b.performance)
          const median = sorted[Math.floor(sorted.length / 2)]!
          results[siteIndex]!.push(median)
          const each = sorted.length > 1 ? ` (runs: ${sorted.map((s) => `${s.performance}/${s.tbt} ms`).join(', ')})` : ''
          console.log(`  lighthouse ${formFactor} ${route.name}: performance ${median.performance}, accessibility ${median.accessibility}${each}`)
        }
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
