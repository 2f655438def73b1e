import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

type Listener = (event: { data?: { json: () => unknown }; waitUntil: (work: Promise<unknown>) => void }) => void

/** public/sw.js run as a browser runs it, on a dashboard served under `scope`; the URL a pushed notice opens. */
async function openedUrl(scope: string, url: unknown): Promise<string> {
  const listeners: Record<string, Listener> = {}
  const shown: { data: { url: string } }[] = []
  const self = {
    location: new URL(`${scope}sw.js`),
    registration: { scope, showNotification: (_title: string, options: { data: { url: string } }) => void shown.push(options) },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  }
  runInNewContext(readFileSync('public/sw.js', 'utf8'), { self, URL })
  let work: Promise<unknown> = Promise.resolve()
  listeners.push!({ data: { json: () => ({ title: 'New account order #1001', url }) }, waitUntil: (promise) => (work = promise) })
  await work
  return shown[0]!.data.url
}

describe('the push worker', () => {
  it('opens a bare path from the relay under the dashboard’s own base path', async () => {
    expect(await openedUrl('https://shop.example/', '/account-orders/1001')).toBe('https://shop.example/account-orders/1001')
    expect(await openedUrl('https://shop.example/dash/', '/account-orders/1001')).toBe('https://shop.example/dash/account-orders/1001')
    expect(await openedUrl('https://shop.example/dash/', 'https://shop.example/dash/disputes/7')).toBe('https://shop.example/dash/disputes/7')
  })

  it('opens nothing off the dashboard: another origin or a protocol-relative path gives the dashboard’s home', async () => {
    for (const url of ['https://evil.example/account-orders/1', '//evil.example/x', '/\\evil.example/x', 42]) {
      expect(await openedUrl('https://shop.example/dash/', url)).toBe('https://shop.example/dash/')
    }
  })
})
