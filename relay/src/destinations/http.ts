/** What became of one send: the worker turns it into the delivery's next state. */
export type Outcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; error: string; afterMs?: number }
  | { kind: 'dead'; error: string }
  /** The push service no longer knows the subscription (404 or 410): it is removed. */
  | { kind: 'gone'; error: string }

const TIMEOUT_MS = 10_000

/**
 * Sends one request: no redirect is followed (a destination never leads elsewhere), TLS is checked as Node does
 * it. A failure is described by its status or error code only, never by a URL (a Telegram URL holds the bot's
 * token) or a body.
 */
export async function send(url: string, init: RequestInit): Promise<Response | Outcome> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause
    const code = typeof cause?.code === 'string' ? cause.code : (error as Error).name
    return { kind: 'retry', error: `network: ${code}` }
  }
}

/** A Retry-After header in seconds or as an HTTP date, in milliseconds. */
export function retryAfterHeader(response: Response): number | undefined {
  const value = response.headers.get('retry-after')
  if (value === null) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await response.json()
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The common reading of a status: 2xx delivered; 408, 429 and 5xx retried; any other refusal is final. */
export function byStatus(response: Response, afterMs?: number): Outcome {
  if (response.ok) return { kind: 'delivered' }
  const error = `HTTP ${response.status}`
  if (response.status === 429) return { kind: 'retry', error, afterMs: afterMs ?? retryAfterHeader(response) }
  if (response.status === 408 || response.status >= 500) return { kind: 'retry', error, afterMs: retryAfterHeader(response) }
  return { kind: 'dead', error }
}
