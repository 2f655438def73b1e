/*
 * In how many steps after the HTML each built file can arrive: the HTML names the entry and, as modulepreload
 * links, its static imports (step 1); a dynamic import fetches its chunk with that chunk's static imports in
 * parallel (Vite's preload list), one step after the code that asks for it. A file's step is its shortest path.
 */
import type { Manifest } from './first-visit'

/** Each built file (`assets/…`, as the manifest names it) with its step; `pageScripts`: the HTML's classic scripts. */
export function loadSteps(manifest: Manifest, pageScripts: string[] = []): Map<string, number> {
  const steps = new Map<string, number>(pageScripts.map((file) => [file, 1]))
  const done = new Set<string>()
  let wave = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  for (let step = 1; wave.length > 0; step++) {
    const next: string[] = []
    const visit = (key: string) => {
      if (done.has(key)) return
      done.add(key)
      const chunk = manifest[key]
      if (!chunk) return
      for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!steps.has(file)) steps.set(file, step)
      chunk.imports?.forEach(visit)
      next.push(...(chunk.dynamicImports ?? []))
    }
    wave.forEach(visit)
    wave = next.filter((key) => !done.has(key))
  }
  return steps
}

/** The most steps the first screen's files took (unknown files count as Infinity), and the files of that step. */
export function firstScreenSteps(files: string[], steps: Map<string, number>): { steps: number; last: string[] } {
  const stepOf = (file: string) => steps.get(file) ?? Infinity
  const most = Math.max(0, ...files.map(stepOf))
  return { steps: most, last: files.filter((file) => stepOf(file) === most) }
}
