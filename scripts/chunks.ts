/*
 * How the production build is cut into files (Rolldown's `output.codeSplitting.groups`), by structure only:
 *
 * - the entry takes everything it imports statically (React, the router, the query client, every route's loader
 *   and search schema), so a route's data request starts before its screen's code arrives;
 * - a library that only some screens use can be a file of its own, named here (the form library);
 * - the kit most screens draw with (the query observer, status badges, formats, toasts: what at least half of the
 *   route screens import statically) and the API's readers (src/api/read, src/api/records) are one file, `shared`:
 *   every signed-in visit needs both, and left to the splitting they came as a dozen files of a few hundred bytes,
 *   each paying its own compression and import overhead;
 * - everything else, the features, the rest of the kit (src/components, src/lib, src/api) and the other libraries,
 *   is left to Rolldown's own splitting: a module goes in a chunk with the modules that the same set of screens
 *   (and lazy parts) import, so a first visit fetches no module it does not run, and nothing that only a dialog,
 *   an export or an idle moment needs.
 *
 * A route's files come in one step after the entry, in parallel: the entry's loader fetches a route's chunk with
 * the chunks it imports (Vite's preload list, as modulepreload links), however many there are. So a new file, a
 * new feature folder or a new route needs no rule here; `npm run test:budget` measures every route in the browser.
 * A rule names a library or a folder, never a file.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Rolldown } from 'vite'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup
type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]

const nodeModule = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)

/**
 * Libraries apart, each in one file of its own, loaded with the first screen that needs it and cached for every
 * other: left to the splitting, each would be cut along with the app's modules that import it.
 */
const LIBRARIES: Record<string, RegExp> = {
  // The form library with its resolver and the schema library every form validates with.
  form: nodeModule('react-hook-form|@hookform|zod'),
}

/**
 * The readers of the API's answers, field by field, and the records they read (src/api/read, src/api/records): every
 * signed-in visit sends requests, so every one needs them, with the shell.
 */
const READERS = /[\\/]src[\\/]api[\\/](read|records)[\\/]/

/** A route's screen, as the router's code splitting names it: `src/routes/…?tsr-split=component…`. */
const isScreen = (id: string) => /[\\/]src[\\/]routes[\\/]/.test(id) && /[?&]tsr-split=component/.test(id)

/** How many route files src/routes holds: each has a screen. */
function countRouteFiles(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce(
    (count, entry) =>
      count + (entry.isDirectory() ? countRouteFiles(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? 1 : 0),
    0,
  )
}

/** How many pages draw a screen: its own route's, and every route's under it (a layout's, `_app.tsx`, is drawn by all). */
function pagesDrawing(screen: string): number {
  const folder = screen.replace(/\.tsx?\?.*$/, '')
  return 1 + (existsSync(folder) ? countRouteFiles(folder) : 0)
}

/**
 * The `shared` group's name function: the API's readers, and a module that the screens of at least half of the
 * pages import statically (through any chain of static imports), go in `shared`; any other is left to the
 * splitting. The screens reaching each module are found once, walking its importers up the module graph.
 */
export function sharedKit(routesFolder: string, share = 0.5) {
  const least = Math.ceil(countRouteFiles(routesFolder) * share)
  const pages = (screens: ReadonlySet<string>) => [...screens].reduce((count, screen) => count + pagesDrawing(screen), 0)
  const reaching = new Map<string, ReadonlySet<string>>()
  const screensOf = (id: string, ctx: ChunkingContext, visiting: Set<string>): ReadonlySet<string> => {
    const known = reaching.get(id)
    if (known) return known
    if (isScreen(id)) return new Set([id])
    if (visiting.has(id)) return new Set()
    visiting.add(id)
    const screens = new Set<string>()
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      for (const screen of screensOf(importer, ctx, visiting)) screens.add(screen)
    }
    visiting.delete(id)
    reaching.set(id, screens)
    return screens
  }
  return (id: string, ctx: ChunkingContext) =>
    READERS.test(id) || pages(screensOf(id, ctx, new Set())) >= least ? 'shared' : null
}

export function chunkGroups(routesFolder: string): CodeSplittingGroup[] {
  return [
    { name: 'index', tags: ['$initial'], priority: 10 },
    ...Object.entries(LIBRARIES).map(([name, test]) => ({ name, test, priority: 5, includeDependenciesRecursively: false })),
    { name: sharedKit(routesFolder), debugName: 'shared', priority: 3, includeDependenciesRecursively: false },
  ]
}
