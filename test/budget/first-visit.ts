/** One entry of Vite's `.vite/manifest.json`, the fields the budget reads. */
export interface ManifestChunk {
  file: string
  src?: string
  /** The chunk's name, for a chunk of several modules (`shared`). */
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** The files a first visit to one route loads, as the build emitted them (`assets/…`). */
export interface FirstVisitFiles {
  scripts: string[]
  styles: string[]
}

/*
 * The parts of a route the router loads before it shows the route: its component and pending component
 * (router-core's loadComponents) and a split loader. Error and not-found components load only when needed.
 */
const FIRST_VISIT_SPLITS = new Set(['component', 'pendingComponent', 'loader'])

/** Whether a manifest key is a chunk the code-splitting plugin made of `file` that a first visit loads. */
function isFirstVisitSplit(key: string, file: string): boolean {
  const [path, query] = key.split('?')
  if (path !== file || !query) return false
  const groups = new URLSearchParams(query).get('tsr-split')
  return groups !== null && groups.split('---').some((group) => FIRST_VISIT_SPLITS.has(group))
}

/**
 * The entry chunk, and the split chunks of `routeFiles` (the route and its layouts), with their static imports.
 * The readers that each request loads are in the shell's file, which the signed-in layout imports (scripts/chunks.ts).
 */
export function firstVisitFiles(manifest: Manifest, routeFiles: string[]): FirstVisitFiles {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`The manifest has ${entries.length} entry chunks; one was expected.`)
  // A module merged into another chunk loses its manifest entry, and its bytes would go uncounted: fail instead.
  const leaf = routeFiles.at(-1)
  const uncounted = leaf && !Object.keys(manifest).some((key) => isFirstVisitSplit(key, leaf)) ? [`${leaf}?tsr-split=component`] : []
  if (uncounted.length > 0) {
    throw new Error(
      `The manifest has no entry for ${uncounted.join(', ')}, which a first visit loads, so its bytes cannot be ` +
        'counted: keep it a chunk of its own (scripts/chunks.ts).',
    )
  }
  const starts = [
    ...entries,
    ...Object.keys(manifest).filter((key) => routeFiles.some((file) => isFirstVisitSplit(key, file))),
  ]
  const seen = new Set<string>()
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it.`)
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file)
    else if (chunk.file.endsWith('.css')) styles.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  starts.forEach(visit)
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}
