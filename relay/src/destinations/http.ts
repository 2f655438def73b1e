import type { IncomingHttpHeaders } from 'node:http'
import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'

/** What became of one send: the worker turns it into the delivery's next state. */
export type Outcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; error: string; afterMs?: number }
  | { kind: 'dead'; error: string }
  /** The push service no longer knows the subscription (404 or 410): it is removed. */
  | { kind: 'gone'; error: string }

/** A destination's answer: its status, headers and the start of its body (enough for a rate limit's JSON). */
export type Reply = { status: number; headers: IncomingHttpHeaders; text: string }

const TIMEOUT_MS = 10_000
const MAX_REPLY_BYTES = 64 * 1024
// Connections are kept between sends: a destination gets many messages in a row.
const agents = { 'http:': new HttpAgent({ keepAlive: true, maxSockets: 16 }), 'https:': new HttpsAgent({ keepAlive: true, maxSockets: 16 }) }

const failure = (error: unknown): Outcome => {
  const code = (error as { code?: unknown }).code
  return { kind: 'retry', error: `network: ${typeof code === 'string' ? code : (error as Error).name}` }
}

/**
 * Sends one request with Node's own HTTP client (0.1 to 0.25 ms of CPU per message on loopback against fetch's 0.7 to
 * 0.85 ms, which made the main thread late to read the webhooks):
 * no redirect is followed (a destination never leads elsewhere; a 3xx is a refusal), TLS is checked as Node does it
 * (`NODE_EXTRA_CA_CERTS` included), the whole exchange is given 10 s. A failure is described by its status or error
 * code only, never by a URL (a Telegram URL holds the bot's token) or a body.
 */
export function send(url: string, init: { method: 'POST'; headers: Record<string, string>; body: string | Uint8Array }): Promise<Reply | Outcome> {
  return new Promise((resolve) => {
    let target: URL
    try {
      target = new URL(url)
    } catch (error) {
      resolve(failure(error))
      return
    }
    const secure = target.protocol === 'https:'
    const body = typeof init.body === 'string' ? Buffer.from(init.body) : Buffer.from(init.body.buffer, init.body.byteOffset, init.body.byteLength)
    const sent = (secure ? httpsRequest : httpRequest)(
      target,
      { method: init.method, headers: { ...init.headers, 'content-length': String(body.length) }, agent: agents[secure ? 'https:' : 'http:'] },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_REPLY_BYTES) return
          chunks.push(chunk)
          size += chunk.length
        })
        response.on('end', () => {
          clearTimeout(timer)
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') })
        })
        response.on('error', (error) => {
          clearTimeout(timer)
          resolve(failure(error))
        })
      },
    )
    const timer = setTimeout(() => sent.destroy(Object.assign(new Error('timed out'), { code: 'TimeoutError' })), TIMEOUT_MS)
    sent.on('error', (error) => {
      clearTimeout(timer)
      resolve(failure(error))
    })
    sent.end(body)
  })
}

export const isReply = (value: Reply | Outcome): value is Reply => 'status' in value

/** A Retry-After header in seconds or as an HTTP date, in milliseconds. */
export function retryAfterHeader(reply: Reply): number | undefined {
  const value = reply.headers['retry-after']
  if (value === undefined) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

export function jsonOf(reply: Reply): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(reply.text)
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export const headerOf = (reply: Reply, name: string): string | null => {
  const value = reply.headers[name]
  return typeof value === 'string' ? value : null
}

/** The common reading of a status: 2xx delivered; 408, 429 and 5xx retried; any other refusal is final. */
export function byStatus(reply: Reply, afterMs?: number): Outcome {
  if (reply.status >= 200 && reply.status < 300) return { kind: 'delivered' }
  const error = `HTTP ${reply.status}`
  if (reply.status === 429) return { kind: 'retry', error, afterMs: afterMs ?? retryAfterHeader(reply) }
  if (reply.status === 408 || reply.status >= 500) return { kind: 'retry', error, afterMs: retryAfterHeader(reply) }
  return { kind: 'dead', error }
}
