import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError, readBody, sendJson } from './body.ts'
import { describe } from './describe.ts'
import type { Incoming } from './events.ts'
import { withoutSecrets } from './redact.ts'
import { eventIdOf, verifySignature } from './signature.ts'

export const MAX_WEBHOOK_BYTES = 1024 * 1024

function parse(body: Buffer): { name: string; payload: unknown } {
  let value: unknown
  try {
    value = JSON.parse(body.toString('utf8'))
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.')
  }
  const event = (value as { event?: unknown } | null)?.event
  if (typeof event !== 'string' || event.trim() === '' || event.length > 100) throw new HttpError(400, 'The body has no "event" name.')
  return { name: event.trim(), payload: (value as { payload?: unknown }).payload ?? null }
}

/**
 * POST /webhooks/gameboost: the signature of the raw bytes first (401 and nothing kept when it fails), then the
 * event with its secrets removed, kept on disk before the 200. A known event id is answered 200 as a duplicate.
 */
export function webhookHandler(options: { secrets: readonly string[]; keep: (item: Incoming) => Promise<boolean> }) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request, MAX_WEBHOOK_BYTES)
    if (!verifySignature(body, request.headers, options.secrets)) throw new HttpError(401, 'The signature is missing or does not match.')
    const { name, payload } = parse(body)
    const kept = withoutSecrets(payload)
    const duplicate = await options.keep({ eventId: eventIdOf(body, request.headers), name, payload: kept, description: describe(name, kept) })
    sendJson(response, 200, { ok: true, duplicate })
  }
}
