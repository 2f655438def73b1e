/*
 * This device's push subscription, in the browser. The push worker (public/sw.js) is registered only in a
 * production build and only when the seller turns notifications on: the demo's mock backend already has this
 * origin's one service worker (public/mockServiceWorker.js), which the push worker would replace.
 */
const BASE = import.meta.env.BASE_URL
const WORKER_URL = `${BASE}sw.js`

export type DeviceSupport = 'supported' | 'demo' | 'iphone-not-installed' | 'unsupported'

function isIos(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
}

function isInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
  return standalone || (navigator as { standalone?: boolean }).standalone === true
}

export function deviceSupport(): DeviceSupport {
  if (import.meta.env.VITE_DEMO === 'true') return 'demo'
  if (isIos() && !isInstalled()) return 'iphone-not-installed'
  const supported = 'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function'
  return supported ? 'supported' : 'unsupported'
}

/** The subscription this device holds, without registering anything when there is none. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (deviceSupport() !== 'supported') return null
  const registration = await navigator.serviceWorker.getRegistration(BASE)
  if (!registration || !registration.active?.scriptURL.endsWith(WORKER_URL)) return null
  return registration.pushManager.getSubscription()
}

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting
  if (registration.active && !worker) return Promise.resolve(registration)
  return new Promise((resolve) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registration)
    })
  })
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

export type PermissionAnswer = NotificationPermission

/** Asked only from the seller's press, as browsers require. */
export async function askPermission(): Promise<PermissionAnswer> {
  if (Notification.permission !== 'default') return Notification.permission
  return Notification.requestPermission()
}

export interface DeviceSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export function subscriptionFields(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON()
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }
}

/** Registers the push worker and subscribes this device with the relay's public key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await activated(await navigator.serviceWorker.register(WORKER_URL, { scope: BASE }))
  const existing = await registration.pushManager.getSubscription()
  if (existing) return existing
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
}
