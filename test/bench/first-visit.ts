/*
 * The one measure of a first visit, shared by `npm run test:budget` and `npm run bench`: each route opened in a
 * fresh browser context (empty cache), every script and stylesheet the browser fetches counted (gzip bytes as
 * sent) until the network has been idle for 500 ms, idle-time loads included. It also says which of those files
 * the first screen needed: those requested before the page's largest contentful paint (the build's manifest then
 * says in how many steps after the HTML they could arrive: test/budget/steps.ts).
 */
import type { Browser, CDPSession, Page } from '@playwright/test'
import { signedInContext } from './browser'

export interface VisitRoute {
  /** The route as the router names it. */
  name: string
  /** The path below the app's base, without a leading slash. */
  path: string
  signedIn: boolean
  /** Resolves once the screen shows its content (data included); the network's idle is awaited after it. */
  ready?: (page: Page) => Promise<void>
}

export interface CodeFile {
  file: string
  type: 'script' | 'stylesheet'
  gzip: number
  /** Requested after the first screen was painted (its largest contentful paint), or in an idle moment. */
  late: boolean
}

export interface RouteBytes {
  route: string
  jsGzip: number
  cssGzip: number
  jsFiles: number
  cssFiles: number
  files: string[]
  /** The code requested before the first screen was painted, in the order requested. */
  firstScreen: string[]
  detail: CodeFile[]
}

interface Request {
  url: string
  type: string
  /** Monotonic seconds, as the DevTools protocol gives them. */
  start: number
  end?: number
}

const CODE_TYPES: Record<string, CodeFile['type']> = { Script: 'script', Stylesheet: 'stylesheet' }

/** Every request of the page as the DevTools protocol reports it, keyed by its id. */
async function recordRequests(cdp: CDPSession): Promise<Map<string, Request>> {
  const requests = new Map<string, Request>()
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      start: event.timestamp,
    })
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId)
    if (!request) return
    request.end = event.timestamp
  })
  await cdp.send('Network.enable')
  // Pages of one origin in parallel can share a renderer, and with it Blink's memory cache: an empty cache each.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  return requests
}

/** Waits (up to 5 s) for the protocol's report of every code request's end, which can come after the idle. */
async function allFinished(requests: Map<string, Request>) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const open = [...requests.values()].filter((request) => CODE_TYPES[request.type] && request.end === undefined)
    if (open.length === 0) return
    await new Promise((done) => setTimeout(done, 50))
  }
  const open = [...requests.values()].filter((request) => CODE_TYPES[request.type] && request.end === undefined)
  throw new Error(`No end reported for ${open.map((request) => request.url).join(', ')}`)
}

/**
 * Marks what the page asks for in an idle callback (requestIdleCallback): the preload links Vite's loader adds to
 * the head then are idle-time loads, counted in bytes but not in the first screen's steps.
 */
function recordIdleLoads() {
  const marked: string[] = []
  let idle = 0
  const append = Node.prototype.appendChild
  Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
    // A link to a file the page has already fetched (the entry, say) fetches nothing. (No named function in here:
    // tsx would wrap it in a helper the page does not have.)
    if (idle > 0 && child instanceof HTMLLinkElement && performance.getEntriesByName(child.href).length === 0) {
      marked.push(child.href)
    }
    return append.call(this, child) as T
  }
  const request = window.requestIdleCallback.bind(window)
  window.requestIdleCallback = (run, options) =>
    request((deadline) => {
      idle++
      try {
        run(deadline)
      } finally {
        idle--
      }
    }, options)
  Object.defineProperty(window, '__idleLoads', { value: marked })
}

/** The page's largest contentful paint, in ms after its time origin (null when none was reported). */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((done) => {
        new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        })
        setTimeout(() => done(null), 200)
      }),
  )

/** A served build: its URL and the bytes it sends for a path (bench-server.ts). */
export interface Site {
  appUrl: string
  sentBytes: (path: string) => number | undefined
}

/**
 * The code files of a visit, each once (a modulepreload and the import that follows it are one download), marked
 * late when first requested after the first screen's paint (`lcpAt`) or in an idle moment (`idle`), with the bytes the server sends for it.
 */
export function codeFiles(
  requests: Request[],
  lcpAt: number,
  sentBytes: Site['sentBytes'],
  idle: ReadonlySet<string> = new Set(),
): CodeFile[] {
  const files = new Map<string, CodeFile>()
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const type = CODE_TYPES[request.type]
    const path = new URL(request.url).pathname
    if (!type || files.has(path)) continue
    const gzip = sentBytes(path)
    if (gzip === undefined) throw new Error(`The page fetched ${request.url}, which the build does not have.`)
    files.set(path, { file: path.replace(/^\//, ''), type, gzip, late: request.start > lcpAt || idle.has(path) })
  }
  return [...files.values()]
}

/** Sums a visit's code files into the route's figures. */
export function routeBytes(route: string, detail: CodeFile[]): RouteBytes {
  const of = (type: CodeFile['type']) => detail.filter((file) => file.type === type)
  const sum = (files: CodeFile[]) => files.reduce((total, file) => total + file.gzip, 0)
  return {
    route,
    jsGzip: sum(of('script')),
    cssGzip: sum(of('stylesheet')),
    jsFiles: of('script').length,
    cssFiles: of('stylesheet').length,
    files: detail.map((file) => file.file).sort(),
    firstScreen: detail.filter((file) => !file.late).map((file) => file.file),
    detail,
  }
}

/** One first visit: a fresh context, the route opened, the network idle for 500 ms. */
export async function measureFirstVisit(browser: Browser, site: Site, route: VisitRoute): Promise<RouteBytes> {
  const context = await signedInContext(browser, route.signedIn)
  try {
    await context.addInitScript(recordIdleLoads)
    const page = await context.newPage()
    const requests = await recordRequests(await context.newCDPSession(page))
    await page.goto(site.appUrl + route.path)
    await route.ready?.(page)
    await page.waitForLoadState('networkidle')
    await allFinished(requests)
    const lcp = await largestPaint(page)
    const idle = new Set(await page.evaluate(() => (window as unknown as { __idleLoads: string[] }).__idleLoads.map((href) => new URL(href).pathname)))
    const all = [...requests.values()]
    const document = all.find((request) => request.type === 'Document')
    // The protocol's clock starts at the document's request; the page's at its time origin, about the same moment.
    const lcpAt = lcp === null || !document ? Infinity : document.start + lcp / 1000
    return routeBytes(route.name, codeFiles(all, lcpAt, site.sentBytes, idle))
  } finally {
    await context.close()
  }
}

/** First visits to `routes`, `parallel` pages at a time in the one browser, in the routes' order. */
export async function measureFirstVisits(
  browser: Browser,
  site: Site,
  routes: VisitRoute[],
  parallel = 1,
): Promise<RouteBytes[]> {
  const results: RouteBytes[] = new Array(routes.length)
  let next = 0
  const worker = async () => {
    while (next < routes.length) {
      const index = next++
      results[index] = await measureFirstVisit(browser, site, routes[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, routes.length) }, worker))
  return results
}
