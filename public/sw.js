// The dashboard's push worker (production builds only; registered when the seller turns notifications on).
// It does two things: it shows a notice the relay pushed, and on a tap it opens the notice's record in an open
// dashboard, or in a new one. No fetch handler and no cache: every page and file comes from the network as
// without it, so a new deployment is never hidden behind an old copy.
'use strict'

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// Only a page of this dashboard is opened: a notice cannot send the seller anywhere else. A bare path (a relay
// without RELAY_DASHBOARD_URL sends "/account-orders/1001") is the dashboard's own: under the worker's scope, which
// is the dashboard's base path.
function dashboardUrl(raw) {
  try {
    const path = typeof raw === 'string' ? raw.replace(/^\/(?![/\\])/, '') : ''
    const url = new URL(path, self.registration.scope)
    return url.origin === self.location.origin && url.href.startsWith(self.registration.scope) ? url.href : self.registration.scope
  } catch {
    return self.registration.scope
  }
}

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = {}
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Seller Dashboard'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
      data: { url: dashboardUrl(data.url) },
      icon: 'icons/icon-192.png',
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = dashboardUrl(event.notification.data && event.notification.data.url)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => client.url.startsWith(self.registration.scope))
      // Navigated first: focusing can be refused (no user gesture reached the worker), which must not lose the record.
      const moved = open ? await open.navigate(url).catch(() => null) : null
      if (moved) {
        await moved.focus().catch(() => undefined)
        return
      }
      await self.clients.openWindow(url)
    })(),
  )
})
