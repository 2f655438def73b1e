import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

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
      // A module path ('./offer-templates') names a file, not mock code: the app's own chunks bear such names.
      if (/^\.{1,2}\//.test(literal)) continue
      // Nor is a phrase of a word or three (an HTTP reason phrase, 'Not implemented.'): libraries say them too.
      if (/^\w+( \w+){0,2}\.?$/.test(literal)) continue
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
