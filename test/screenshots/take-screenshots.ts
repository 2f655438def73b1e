/*
 * npm run screenshots: builds the demo, opens each screen in Chromium and saves a picture of it next to this
 * file, for the README. Run it again after a change to a screen, so the pictures stay current.
 *
 *   npm run screenshots                  # build the demo (into a temporary folder), then take every picture
 *   npm run screenshots -- --skip-build  # use the dist-demo/ there is
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { resetDb } from '../../src/mocks/db'
import { launchChromium } from '../bench/browser'
import { createMockApiServer } from '../server/mock-api'

const OUT_DIR = dirname(import.meta.filename)

interface Shot {
  file: string
  path: string
  /** Waits until the screen shows what the picture is about. */
  ready: (page: Page) => Promise<void>
}

const SHOTS: Shot[] = [
  {
    file: 'sign-in.png',
    path: 'sign-in',
    ready: (page) => expect(page.getByLabel('API token')).toBeVisible(),
  },
  {
    file: 'overview.png',
    path: '',
    ready: (page) => expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible(),
  },
  {
    file: 'gift-card-orders.png',
    path: 'gift-card-orders',
    ready: (page) => expect(page.locator('table tbody tr').first()).toBeVisible(),
  },
  {
    file: 'gift-card-order.png',
    path: 'gift-card-orders/2999',
    ready: (page) => expect(page.getByRole('heading', { name: /^Keys/ })).toBeVisible(),
  },
  {
    file: 'account-order.png',
    path: 'account-orders/1001',
    ready: (page) => expect(page.locator('#account-order-title')).toBeVisible(),
  },
  {
    file: 'accept-dispute.png',
    path: 'account-orders/1001/accept-dispute',
    ready: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  {
    file: 'other-offers.png',
    path: 'currency-offers/3001/other-offers',
    ready: (page) => expect(page.getByRole('heading', { name: 'Competing offers', level: 2 })).toBeVisible(),
  },
]

async function main() {
  const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } })
  // A folder of its own, so a demo build running beside it (for the end-to-end tests) is left alone.
  const dist = values['skip-build'] ? 'dist-demo' : await mkdtemp(join(tmpdir(), 'seller-dashboard-demo-'))
  if (!values['skip-build']) {
    const args = ['vite', 'build', '--mode', 'demo', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn']
    const build = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, BASE_PATH: '/' } })
    if (build.status !== 0) throw new Error('The demo build failed.')
  }
  resetDb()
  const { server } = createMockApiServer({ staticDir: dist })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' })
    const page = await context.newPage()
    // Signed in the way a seller does it, on the demo's own sign-in page.
    await page.goto(`${origin}sign-in`)
    await page.getByLabel('API token').fill('demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    for (const shot of SHOTS) {
      if (shot.path === 'sign-in') {
        const signedOut = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' })
        await signedOut.goto(origin + shot.path)
        await shot.ready(signedOut)
        await signedOut.screenshot({ path: join(OUT_DIR, shot.file), animations: 'disabled' })
        await signedOut.close()
      } else {
        await page.goto(origin + shot.path)
        await shot.ready(page)
        await page.waitForLoadState('networkidle')
        await page.screenshot({ path: join(OUT_DIR, shot.file), animations: 'disabled' })
      }
      console.log(`  ${shot.file}`)
    }
  } finally {
    await browser.close()
    server.closeAllConnections()
    server.close()
    if (!values['skip-build']) await rm(dist, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
