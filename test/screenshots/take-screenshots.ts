/*
 * npm run screenshots: builds the demo, opens each screen in Chromium and saves pictures of it next to this
 * file, for docs/screens.md: light and dark, on a laptop (1280 × 900) and on a phone (390 × 844). Run it again
 * after a change to a screen, so the pictures stay current.
 *
 *   npm run screenshots                  # build the demo (into a temporary folder), then take every picture
 *   npm run screenshots -- --skip-build  # use the dist-demo/ there is
 *   npm run screenshots -- --device phone  # only the phone's pictures
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

type Device = 'laptop' | 'phone'
type Scheme = 'light' | 'dark'

const DEVICES: Record<Device, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  laptop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}
const SCHEMES: Scheme[] = ['light', 'dark']

interface Shot {
  /** The pictures are `<name>-<light|dark>-<laptop|phone>.png`. */
  name: string
  path: string
  /** Waits until the screen shows what the picture is about (and does what it needs, e.g. opens a dialog). */
  ready: (page: Page) => Promise<void>
  devices?: Device[]
}

/** A list's first record has come. */
const firstRecord = (page: Page) => expect(page.locator('table tbody tr').first()).toBeVisible()

const SHOTS: Shot[] = [
  {
    name: 'sign-in',
    path: 'sign-in',
    ready: (page) => expect(page.getByLabel('API token')).toBeVisible(),
    devices: ['laptop', 'phone'],
  },
  {
    name: 'overview',
    path: '',
    ready: (page) => expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible(),
  },
  {
    name: 'gift-card-orders',
    path: 'gift-card-orders',
    ready: (page) => expect(page.locator('table tbody tr').first()).toBeVisible(),
    devices: ['laptop', 'phone'],
  },
  {
    name: 'gift-card-order',
    path: 'gift-card-orders/2999',
    ready: (page) => expect(page.getByRole('heading', { name: /^Keys/ })).toBeVisible(),
    devices: ['laptop', 'phone'],
  },
  { name: 'account-orders', path: 'account-orders', ready: firstRecord, devices: ['phone'] },
  {
    name: 'account-order',
    path: 'account-orders/1001',
    ready: (page) => expect(page.locator('#account-order-title')).toBeVisible(),
    devices: ['laptop', 'phone'],
  },
  {
    name: 'accept-dispute',
    path: 'account-orders/1001/accept-dispute',
    ready: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  { name: 'disputes', path: 'disputes', ready: firstRecord, devices: ['phone'] },
  {
    name: 'dispute',
    path: 'disputes/7001',
    ready: (page) => expect(page.getByRole('heading', { name: /Case 7001/ }).first()).toBeVisible(),
    devices: ['phone'],
  },
  { name: 'currency-offers', path: 'currency-offers', ready: firstRecord, devices: ['phone'] },
  {
    name: 'other-offers',
    path: 'currency-offers/3001/other-offers',
    ready: (page) => expect(page.getByRole('heading', { name: 'Competing offers', level: 2 })).toBeVisible(),
    devices: ['laptop', 'phone'],
  },
  {
    name: 'currency-offer',
    path: 'currency-offers/3001',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    devices: ['phone'],
  },
  { name: 'currency-orders', path: 'currency-offers/3001/orders', ready: firstRecord, devices: ['phone'] },
  {
    name: 'currency-order',
    path: 'currency-orders/9018',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    devices: ['phone'],
  },
  { name: 'payments', path: 'payments', ready: firstRecord, devices: ['phone'] },
  { name: 'payouts', path: 'payouts', ready: firstRecord, devices: ['phone'] },
  {
    name: 'activity',
    path: 'activity',
    ready: (page) => expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible(),
    devices: ['phone'],
  },
  {
    name: 'command-palette',
    path: 'gift-card-orders',
    ready: async (page) => {
      await expect(page.locator('table tbody tr').first()).toBeVisible()
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Search pages, actions and ids' }).fill('1003')
      await expect(page.getByRole('option').first()).toBeVisible()
    },
  },
  {
    name: 'navigation-drawer',
    path: 'gift-card-orders',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    },
    devices: ['phone'],
  },
]

async function main() {
  const { values } = parseArgs({
    options: { 'skip-build': { type: 'boolean', default: false }, device: { type: 'string' } },
  })
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
    for (const device of (Object.keys(DEVICES) as Device[]).filter((name) => !values.device || name === values.device)) {
      for (const colorScheme of SCHEMES) {
        const options = { ...DEVICES[device], colorScheme }
        const context = await browser.newContext(options)
        const page = await context.newPage()
        // Signed in the way a seller does it, on the demo's own sign-in page.
        await page.goto(`${origin}sign-in`)
        await page.getByLabel('API token').fill('demo')
        await page.getByRole('button', { name: 'Sign in' }).click()
        await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
        for (const shot of SHOTS.filter((item) => (item.devices ?? ['laptop']).includes(device))) {
          const file = `${shot.name}-${colorScheme}-${device}.png`
          const target = shot.path === 'sign-in' ? await browser.newPage(options) : page
          await target.goto(origin + shot.path)
          await target.waitForLoadState('networkidle')
          await shot.ready(target)
          await target.screenshot({ path: join(OUT_DIR, file), animations: 'disabled' })
          if (target !== page) await target.close()
          console.log(`  ${file}`)
        }
        await context.close()
      }
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
