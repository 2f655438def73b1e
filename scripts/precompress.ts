import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Writes `file.gz` (gzip -9) and `file.br` (Brotli, quality 11) next to every compressible file under `dir`,
 * for a server that sends them as they are (nginx's `gzip_static on; brotli_static on;`) instead of
 * compressing each answer anew at a lower level. A file that would not get smaller is left alone.
 */
export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries
    // The build's own records (.vite/manifest.json) are not served.
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)) && !entry.parentPath.includes('.vite'))
    .map((entry) => join(entry.parentPath, entry.name))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ])
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
      if (br.length < body.length) await writeFile(`${file}.br`, br)
    }),
  )
}
