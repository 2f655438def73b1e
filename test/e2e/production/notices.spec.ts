/*
 * The dashboard beside the REAL relay (relay/, started as a process on a free loopback port with its own data
 * folder), reached through the server's `/relay/` proxy as a deployment reaches it: the live inbox and its bell,
 * a relay that restarts, push notices through the service worker, and what makes the app installable.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from '../../chromium'
import { browserKeys } from '../../../relay/test/support/web-push-keys'
import { ACCESS_KEY, removeDir, startRelay, tempDataDir, type RunningRelay } from '../../../relay/test/support/relay-process'
import { hmac, orderBody, postWebhook } from '../../../relay/test/support/webhooks'
import { expectAxeCleanLightAndDark } from '../axe'
import { expect, openSignedIn, test } from './fixtures'

let relay: RunningRelay | null = null
let dataDir = ''
/** A Discord that never answers, tried once: each event's delivery there ends dead, for the page to list. */
const relayEnv = (dashboard: string) => ({
  RELAY_DASHBOARD_URL: dashboard,
  RELAY_DISCORD_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/1/e2e',
  RELAY_RETRY_MAX_ATTEMPTS: '1',
})

test.beforeEach(async ({ server }) => {
  dataDir = tempDataDir()
  relay = await startRelay(relayEnv(server.origin), dataDir)
  server.relay.target = relay.url
})
test.afterEach(async ({ server }) => {
  server.relay.target = null
  await relay?.stop()
  removeDir(dataDir)
})

/** A signed webhook for account order `id`, as the marketplace sends it. */
async function sendOrder(url: string, id: number) {
  const body = orderBody(id)
  const response = await postWebhook(url, body, { 'x-gameboost-signature': `sha256=${hmac(body)}`, 'x-gameboost-event-id': `evt_e2e_${id}` })
  expect(response.status).toBe(200)
}

async function connect(page: Page) {
  await openSignedIn(page, '/notifications')
  await page.getByLabel('Access key').fill(ACCESS_KEY)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText('Connected. New events show in the inbox as they arrive.')).toBeVisible()
}

test('an event the relay receives is in the open inbox within 2 s, counted on the bell, and kept once across a relay restart', async ({ page }) => {
  test.setTimeout(60_000)
  await connect(page)
  const status = page.getByRole('banner').getByRole('status').filter({ hasText: /^(Live|Reconnecting…|Connecting…)$/ })
  await expect(status).toHaveText('Live')
  await expect(page.getByRole('link', { name: 'Inbox, nothing new' })).toBeVisible()

  await sendOrder(relay!.url, 1001)
  await expect(page.getByRole('link', { name: 'Inbox, 1 new' })).toBeVisible({ timeout: 2000 })
  await page.getByRole('link', { name: 'Inbox, 1 new' }).click()
  const inbox = page.getByRole('table', { name: 'Events, newest first' })
  await expect(inbox.getByRole('link', { name: 'Account order 1001' })).toHaveAttribute('href', '/account-orders/1001')

  // Stopped: the header says so. Started again on the same port and data, an event arrives before the dashboard
  // is back: it follows from the last event it had, and lists the new one once.
  const port = new URL(relay!.url).port
  await relay!.stop()
  await expect(status).toHaveText('Reconnecting…')
  relay = await startRelay({ ...relayEnv(new URL(page.url()).origin), RELAY_PORT: port }, dataDir)
  await sendOrder(relay.url, 1002)
  await expect(status).toHaveText('Live', { timeout: 15_000 })
  await expect(inbox.getByRole('link', { name: 'Account order 1002' })).toHaveCount(1)
  await expect(inbox.getByRole('link', { name: 'Account order 1001' })).toHaveCount(1)
  await expect(inbox.getByRole('row')).toHaveCount(3)

  // Both pages with what they hold, axe-clean in light and dark; on a phone the inbox's events are cards.
  await expectAxeCleanLightAndDark(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(inbox.locator('thead')).toBeHidden()
  await expect(inbox.locator('tbody tr').first().locator('[data-slot="title"]')).toContainText('New account order')
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('link', { name: 'Notifications', exact: true }).click()
  await expect(page.getByText('2 deliveries ended dead')).toBeVisible()
  await expectAxeCleanLightAndDark(page)
})

test('notifications turned on send one subscription with the chosen events, turned off delete it; a push shows a notice that opens its record', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000)
  await context.grantPermissions(['notifications'], { origin: baseURL })
  // Headless Chromium reaches no push service offline, so its pushManager.subscribe fails: only that one call is
  // replaced, by a subscription with real browser keys (as the relay checks them). The worker and the rest are real.
  const { keys } = browserKeys()
  await page.addInitScript((keys) => {
    PushManager.prototype.subscribe = async () =>
      ({
        endpoint: 'https://push.example.com/e2e/device-1',
        toJSON: () => ({ endpoint: 'https://push.example.com/e2e/device-1', keys }),
        unsubscribe: async () => true,
      }) as unknown as PushSubscription
  }, keys)
  await connect(page)
  const device = page.getByRole('region', { name: 'This device' })
  await device.getByRole('checkbox', { name: 'New item order' }).uncheck()
  const posted = page.waitForResponse((response) => response.url().endsWith('/relay/api/push/subscriptions') && response.request().method() === 'POST')
  await device.getByRole('button', { name: 'Turn on notifications on this device' }).click()
  const answer = await posted
  expect(answer.status()).toBe(201)
  expect(answer.request().postDataJSON()).toMatchObject({
    endpoint: 'https://push.example.com/e2e/device-1',
    keys,
    events: ['account.order.purchased', 'currency.order.purchased', 'gift_card.order.purchased', 'order.dispute.created', 'order.dispute.updated'],
  })
  await expect(device.getByText('Notifications are on for this device.')).toBeVisible()

  const deleted = page.waitForResponse((response) => response.url().endsWith('/relay/api/push/subscriptions') && response.request().method() === 'DELETE')
  await device.getByRole('button', { name: 'Turn off on this device' }).click()
  expect((await deleted).status()).toBe(204)
  await expect(device.getByText('Notifications are off for this device.')).toBeVisible()

  // A push as the relay sends it for an order, delivered to the worker through the DevTools protocol.
  await sendOrder(relay!.url, 1001)
  const { events } = (await (await fetch(`${relay!.url}/api/events`, { headers: { authorization: `Bearer ${ACCESS_KEY}` } })).json()) as {
    events: { title: string; body: string; path: string; event: string; cursor: number; id: string }[]
  }
  const [event] = events
  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated))
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.find((registration) => registration.scopeURL === `${baseURL}/`)).toBeTruthy()
  const { registrationId } = registrations.find((registration) => registration.scopeURL === `${baseURL}/`)!
  const payload = { title: event!.title, body: event!.body, url: `${baseURL}${event!.path}`, event: event!.event, cursor: event!.cursor, tag: event!.id }
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseURL}/`, registrationId, data: JSON.stringify(payload) })
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return (await registration!.getNotifications()).map((notice) => ({ title: notice.title, url: (notice.data as { url: string }).url }))
    })
  await expect.poll(shown).toEqual([{ title: 'New account order #1001', url: `${baseURL}/account-orders/1001` }])
  expect(await page.evaluate(() => caches.keys())).toEqual([])

  // A click: Chromium headless has no notification to press, so the worker is handed the notice's click event.
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'))!
  await worker.evaluate(async () => {
    type NoticeEvent = new (type: string, init: { notification: Notification }) => Event
    const scope = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: NoticeEvent }
    const [notice] = await scope.registration.getNotifications()
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notice! }))
  })
  await expect(page).toHaveURL(`${baseURL}/account-orders/1001`)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Order 1001')
})

test('the manifest is served and valid, the worker has no fetch handler, and Chromium finds the app installable', async ({ request, baseURL }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({ name: 'Seller Dashboard', short_name: 'Seller', display: 'standalone', start_url: './' })
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of icons) {
    const answer = await request.get(`/${icon.src}`)
    expect(answer.headers()['content-type']).toBe('image/png')
  }
  const worker = await (await request.get('/sw.js')).text()
  expect(worker).not.toMatch(/addEventListener\('fetch'|caches\./)

  // Chromium never offers to install from an incognito profile, which Playwright's contexts are: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'installable-'))
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const installed = await browser.newPage()
    await installed.goto(`${baseURL}/sign-in`)
    const cdp = await browser.newCDPSession(installed)
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 }).toEqual([])
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
