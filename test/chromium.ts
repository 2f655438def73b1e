import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Where a Chromium is looked for: `CHROME_PATH`, then Debian's, then the one `npx playwright install` puts. */
export interface ChromiumPlaces {
  chromePath: string | undefined
  exists: (path: string) => boolean
  /** Where Playwright keeps the Chromium it installs (there or not). */
  playwrightChromium: () => string
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

export const NO_CHROMIUM =
  'No Chromium for the end-to-end tests: install one (`apt-get install chromium`, or `npx playwright install chromium`), or set CHROME_PATH to a Chrome or Chromium.'

/**
 * The browser every run here uses: `CHROME_PATH` when set (a path that is not there is an error, not a fallback),
 * else Debian's Chromium, else Playwright's; `{ missing }` says in one line how to get one.
 */
export function findChromium({ chromePath, exists, playwrightChromium }: ChromiumPlaces): { path: string } | { missing: string } {
  if (chromePath) {
    return exists(chromePath) ? { path: chromePath } : { missing: `CHROME_PATH is ${chromePath}, where there is no browser. ${NO_CHROMIUM}` }
  }
  if (exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM }
  const installed = playwrightChromium()
  return exists(installed) ? { path: installed } : { missing: NO_CHROMIUM }
}

const found = findChromium({
  chromePath: process.env.CHROME_PATH,
  exists: existsSync,
  playwrightChromium: () => chromium.executablePath(),
})

/** The Chromium found (or Debian's path, for a launch that then says there is none: `check-chromium.ts` runs first). */
export const CHROME_PATH = 'path' in found ? found.path : DEBIAN_CHROMIUM
/** What is wrong when no Chromium was found. */
export const CHROMIUM_MISSING = 'missing' in found ? found.missing : null

/** No sandbox (containers), no GPU, no background traffic to hosts the machine cannot reach. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only this machine's servers: a page's request to any other host fails at once, as if the host did not exist.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]
