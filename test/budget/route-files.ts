import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'

export interface RouteFile {
  /** The path a visitor opens, as the router names it: `/gift-card-orders/$giftCardOrderId`. */
  route: string
  /** The route's file and those of its parent layouts, root first, relative to the project (`src/routes/…`). */
  chain: string[]
}

const ROUTE_FILE = /\.(tsx|ts)$/
const strip = (path: string) => path.replace(ROUTE_FILE, '')

/** The route id of a file, TanStack's file-based way: `a/route.tsx` is the route `a`, `a/index.tsx` is `a/`. */
function routeId(file: string): string {
  return strip(file).replace(/(^|\/)route$/, '').replace(/(^|\/)index$/, '$1')
}

/** The path a visitor sees: pathless segments (`_app`) are not in the URL. */
function visitedPath(id: string): string {
  const segments = id.split('/').filter((segment) => segment !== '' && !segment.startsWith('_'))
  return `/${segments.join('/')}`
}

/**
 * Every route a visitor can open, from the files under `routesDir` (TanStack Router's file conventions:
 * `-name` is not a route, `__root` is the root, `_name` a pathless layout, `name/index` and `name/route`
 * the route `name`), each with the files of its parents: a first visit loads all of them.
 */
export function routesOf(files: string[], routesDir = 'src/routes'): RouteFile[] {
  const routeFiles = files
    .map((file) => file.split('\\').join('/'))
    .filter((file) => ROUTE_FILE.test(file) && !file.split('/').some((segment) => segment.startsWith('-')))
  const byId = new Map(routeFiles.map((file) => [routeId(file), `${routesDir}/${file}`]))
  const root = byId.get('__root')
  const routes: RouteFile[] = []
  for (const [id, file] of byId) {
    // The root and pathless layouts wrap routes; nobody visits them alone (`_app/index` has the id `_app/`).
    if (id.split('/').at(-1)?.startsWith('_')) continue
    const segments = id.split('/')
    const parents = segments.slice(0, -1).map((_, i) => byId.get(segments.slice(0, i + 1).join('/')))
    const chain = [root, ...parents, file].filter((f): f is string => f !== undefined)
    routes.push({ route: visitedPath(id), chain: [...new Set(chain)] })
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route))
}

/** The route files of the project, relative to `routesDir`. */
export async function listRouteFiles(routesDir = 'src/routes'): Promise<string[]> {
  const entries = await readdir(routesDir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => relative(routesDir, join(e.parentPath, e.name)))
}
