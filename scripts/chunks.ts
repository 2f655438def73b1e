/*
 * How the production build is cut into files (Rolldown's `output.codeSplitting.groups`), by structure only:
 *
 * - the entry takes everything it imports statically (React, the router, the query client, every route's loader
 *   and search schema), so a route's data request starts before its screen's code arrives;
 * - a few libraries that only some screens use are files of their own, named here;
 * - everything else, the features, the kit (src/components, src/lib, src/api) and the other libraries, is left
 *   to Rolldown's own splitting: a module goes in a chunk with the modules that the same set of screens (and lazy
 *   parts) import, so a first visit fetches no module it does not run, and nothing that only a dialog, an export
 *   or an idle moment needs.
 *
 * A route's files come in one step after the entry, in parallel: the entry's loader fetches a route's chunk with
 * the chunks it imports (Vite's preload list, as modulepreload links), however many there are. So a new file, a
 * new feature folder or a new route needs no rule here; `npm run test:budget` measures every route in the browser.
 * A rule names a library or a folder, never a file.
 */
import type { Rolldown } from 'vite'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup

const nodeModule = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)

/**
 * Libraries apart, each in one file of its own, loaded with the first screen that needs it and cached for every
 * other: left to the splitting, each would be cut along with the app's modules that import it.
 */
const LIBRARIES: Record<string, RegExp> = {
  // The form library with its resolver and the schema library every form validates with.
  form: nodeModule('react-hook-form|@hookform|zod'),
  // Decimal arithmetic: the offers and the money screens.
  decimal: nodeModule('big\\.js'),
  // IndexedDB: the ledger's local copy.
  idb: nodeModule('idb'),
}

export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 10 },
  ...Object.entries(LIBRARIES).map(([name, test]) => ({ name, test, priority: 5, includeDependenciesRecursively: false })),
]
