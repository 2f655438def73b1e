import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Request } from '@playwright/test'
import { signedInContext } from './browser'
import type { BenchRoute } from './routes'

export interface RouteBytes {
  route: string
  /** gzip bytes of the bodies (the bench server sends every file gzip -9), summed per type. */
  jsGzip: number
  cssGzip: number
  jsFiles: number
  cssFiles: number
  files: string[]
}

/** The body's size as sent: Content-Length (the bench server sends it, gzipped), else what the browser counted. */
async function bodyBytes(request: Request): Promise<number> {
  const headers = await (await request.response())?.allHeaders()
  const length = Number(headers?.['content-length'])
  return Number.isFinite(length) && length > 0 ? length : (await request.sizes()).responseBodySize
}

/** What a first visit (empty cache) to each route fetches, until the screen shows and the network is quiet. */
export async function measureFirstVisitBytes(browser: Browser, appUrl: string, routes: BenchRoute[]) {
  const results: RouteBytes[] = []
  for (const route of routes) {
    const context = await signedInContext(browser, route.signedIn)
    const page = await context.newPage()
    const finished: Promise<void>[] = []
    const result: RouteBytes = { route: route.name, jsGzip: 0, cssGzip: 0, jsFiles: 0, cssFiles: 0, files: [] }
    page.on('requestfinished', (request) => {
      const type = request.resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      finished.push(
        bodyBytes(request).then((bytes) => {
          result.files.push(new URL(request.url()).pathname.split('/').pop() ?? request.url())
          if (type === 'script') {
            result.jsGzip += bytes
            result.jsFiles += 1
          } else {
            result.cssGzip += bytes
            result.cssFiles += 1
          }
        }),
      )
    })
    await page.goto(appUrl + route.path)
    await route.ready(page)
    await page.waitForLoadState('networkidle')
    await Promise.all(finished)
    result.files.sort()
    results.push(result)
    await context.close()
  }
  return results
}

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => join(e.parentPath, e.name))
}

/** Long string literals of the mock backend that appear nowhere else in src/. */
async function mockMarkers(): Promise<string[]> {
  const mockFiles = await filesUnder('src/mocks', /\.ts$/)
  const appFiles = (await filesUnder('src', /\.tsx?$/)).filter((f) => !f.startsWith(join('src', 'mocks')))
  const appText = (await Promise.all(appFiles.map((f) => readFile(f, 'utf8')))).join('\n')
  const markers = new Set<string>(['mockServiceWorker', '[MSW]', 'msw/browser'])
  for (const file of mockFiles) {
    const text = await readFile(file, 'utf8')
    for (const match of text.matchAll(/'([^'\\\n]{14,})'/g)) {
      const literal = match[1] as string
      if (!appText.includes(literal)) markers.add(literal)
    }
  }
  return [...markers]
}

/** Which mock-backend strings (MSW, seed, handlers) the production build contains: none is expected. */
export async function findMockCode(distDir: string): Promise<string[]> {
  const markers = await mockMarkers()
  const found: string[] = []
  const files = await filesUnder(distDir, /\.(js|html|css)$/)
  for (const file of files) {
    const text = await readFile(file, 'utf8')
    for (const marker of markers) if (text.includes(marker)) found.push(`${file}: ${marker}`)
  }
  const worker = await readFile(join(distDir, 'mockServiceWorker.js')).then(() => true, () => false)
  if (worker) found.push(`${distDir}/mockServiceWorker.js`)
  return found
}
