/*
 * The reference app (reference-app/): the same stack at its smallest, built with the same Vite and React
 * plugin into a temporary folder and measured in the same run, so the app's figures can be read as a
 * ratio to what the stack itself costs on this machine.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'
import { startBenchServer } from './bench-server'
import { measureFirstVisits, type Site, type VisitRoute } from './first-visit'
import type { ReferenceFigures } from './targets'
import { measureTyping, TYPING_CASES, type TypingCase } from './typing'

const ROOT = resolve(import.meta.dirname, 'reference-app')
/** A file at the project's root: the reference app's libraries are resolved from there. */
const PROJECT_FILE = resolve(import.meta.dirname, '../../package.json')

/**
 * The project's own dependencies for the reference app's imports. Resolved from its folder, a library would be
 * found first in test/bench/node_modules, the bench's tools once `npm run bench` has installed them: Lighthouse
 * brings zod 3, and the reference app then weighed 129.3 kB in place of 140.2 with the project's zod 4.
 */
const projectDependencies: Plugin = {
  name: 'reference-app:project-dependencies',
  enforce: 'pre',
  resolveId(source, importer, options) {
    const bare = !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0')
    if (!bare || !importer?.startsWith(ROOT)) return null
    return this.resolve(source, PROJECT_FILE, { ...options, skipSelf: true })
  },
}

const firstRow = (page: Page) => page.locator('table tbody tr').first().waitFor({ state: 'visible' })

/** Its one screen, a table of the first page of gift card orders, served with the same mock API. */
export const REFERENCE_ROUTES: VisitRoute[] = [{ name: 'reference app: orders table', path: '', signedIn: true, ready: firstRow }]

/** Its filter field, typed into the way the app's is. */
const REFERENCE_TYPING: TypingCase = {
  name: 'orders table: "Search"',
  path: '',
  ready: firstRow,
  field: 'Search',
  bursts: TYPING_CASES[0]!.bursts,
}

async function buildReferenceApp(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-reference-'))
  console.log(`Building the reference app into ${dir} …`)
  await build({
    configFile: false,
    root: ROOT,
    base: '/',
    logLevel: 'warn',
    publicDir: false,
    plugins: [projectDependencies, react()],
    build: { outDir: dir, emptyOutDir: true, manifest: true, target: 'es2022' },
  })
  return dir
}

/** Builds the reference app and serves it as the app is served; `close` stops it and removes the build. */
export async function serveReferenceApp() {
  const dir = await buildReferenceApp()
  const server = await startBenchServer(dir)
  return {
    appUrl: server.appUrl,
    sentBytes: server.sentBytes,
    close: async () => {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** The reference app's bytes and typing, as `parts` asks (its Lighthouse runs go with the app's, in rounds). */
export async function measureReferenceApp(
  browser: Browser,
  site: Site,
  parts: { bytes: boolean; typing: boolean },
): Promise<ReferenceFigures> {
  const figures: ReferenceFigures = {}
  if (parts.bytes) figures.bytes = await measureFirstVisits(browser, site, REFERENCE_ROUTES)
  if (parts.typing) figures.typing = [await measureTyping(browser, site.appUrl, REFERENCE_TYPING)]
  return figures
}
