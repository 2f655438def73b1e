import { createHmac } from 'node:crypto'
import { ACCESS_KEY, SECRET } from './relay-process.ts'

export const hmac = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex')

export const orderBody = (id: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: 'account.order.purchased',
    payload: { id, game: { id: 1, name: 'Valorant', slug: 'valorant' }, title: 'Diamond account', price: '12.50', credentials: 'Login: me\nPassword: hunter2', ...extra },
  })

export async function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${url}/webhooks/gameboost`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
}

export async function api(url: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${url}${path}`, { ...init, headers: { authorization: `Bearer ${ACCESS_KEY}`, 'content-type': 'application/json', ...init.headers } })
}

export async function apiJson<T>(url: string, path: string): Promise<T> {
  const response = await api(url, path)
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}
