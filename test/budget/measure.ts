import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstVisitFiles, type Manifest } from './first-visit'
import { listRouteFiles, routesOf, type RouteFile } from './route-files'

/** What a first visit to a route loads, in gzip bytes (level 9, as the bench server and nginx's gzip_static send it). */
export interface RouteFigures {
  route: string
  jsGzip: number
  jsFiles: number
  cssGzip: number
  cssFiles: number
  files: string[]
}

/**
 * The figures of each route, from the manifest; `gzipSize` gives the gzip bytes of a built file. `pageScripts`:
 * the classic scripts index.html loads on every route besides the entry (theme.js), counted as the bench counts them.
 */
export function measureRoutes(
  manifest: Manifest,
  routes: RouteFile[],
  gzipSize: (file: string) => number,
  pageScripts: string[] = [],
): RouteFigures[] {
  return routes.map(({ route, chain }) => {
    const visit = firstVisitFiles(manifest, chain)
    const scripts = [...pageScripts, ...visit.scripts]
    const { styles } = visit
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0)
    return {
      route,
      jsGzip: sum(scripts),
      jsFiles: scripts.length,
      cssGzip: sum(styles),
      cssFiles: styles.length,
      files: [...scripts, ...styles],
    }
  })
}

export async function readManifest(distDir: string): Promise<Manifest> {
  const path = join(distDir, '.vite', 'manifest.json')
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(`${path} is missing: build with \`vite build --manifest\` first.`)
  })
  return JSON.parse(text) as Manifest
}

/** The classic scripts of the built index.html (`<script src>` without `type="module"`), as paths in `distDir`. */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .flatMap((attributes) => /\bsrc="\/?([^"]+)"/.exec(attributes)?.[1] ?? [])
}

/** gzip -9 sizes of every file the manifest names, and of `more`, read once. */
async function gzipSizes(distDir: string, manifest: Manifest, more: string[]): Promise<Map<string, number>> {
  const files = new Set([...Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]), ...more])
  const sizes = new Map<string, number>()
  for (const file of files) sizes.set(file, gzipSync(await readFile(join(distDir, file)), { level: 9 }).length)
  return sizes
}

/** The first-visit figures of a build made with a manifest; the routes default to those under src/routes. */
export async function measureBuild(distDir: string, routes?: RouteFile[]): Promise<RouteFigures[]> {
  const manifest = await readManifest(distDir)
  const pageScripts = classicScripts(await readFile(join(distDir, 'index.html'), 'utf8'))
  const sizes = await gzipSizes(distDir, manifest, pageScripts)
  return measureRoutes(manifest, routes ?? routesOf(await listRouteFiles()), (file) => sizes.get(file) ?? 0, pageScripts)
}
