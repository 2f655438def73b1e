import { chromium, type Browser, type BrowserContext } from '@playwright/test'

import { CHROME_FLAGS, CHROME_PATH } from '../chromium'
export { CHROME_FLAGS, CHROME_PATH }

/** The bench server's certificate is self-signed. */
export const BENCH_FLAGS = [...CHROME_FLAGS, '--ignore-certificate-errors']

export const TOKEN_KEY = 'seller-dashboard.token'
export const DEMO_TOKEN = 'demo'

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: BENCH_FLAGS })
}

/** A fresh context (empty cache) whose tab already holds the token, as after signing in; never in a URL. */
export async function signedInContext(browser: Browser, signedIn = true): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true })
  if (signedIn) {
    await context.addInitScript(
      ([key, token]) => {
        try {
          sessionStorage.setItem(key, token)
        } catch {
          // about:blank has no storage.
        }
      },
      [TOKEN_KEY, DEMO_TOKEN] as const,
    )
  }
  return context
}
