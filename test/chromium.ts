/** Debian's Chromium, as every browser run here uses it (Playwright never downloads a browser). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** No sandbox (containers), no GPU, no background traffic to hosts the machine cannot reach. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
