import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/*
 * The marketplace's event pages document `Signature: <hex>`; its webhook portal sends
 * `<prefix>signature: v0=<hex>[,<hex>...]` (one signature per valid secret during a rotation). Both are the
 * HMAC-SHA256 of the raw body bytes, so the bytes are checked as received, never re-serialised.
 */
const HEX_SHA256 = /^[0-9a-f]{64}$/

function candidates(headers: IncomingHttpHeaders): Buffer[] {
  const found: Buffer[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (name !== 'signature' && !name.endsWith('-signature')) continue
    for (const header of Array.isArray(value) ? value : [value ?? '']) {
      for (const part of header.split(',')) {
        const hex = part.trim().replace(/^(v0|sha256)=/i, '').toLowerCase()
        if (HEX_SHA256.test(hex)) found.push(Buffer.from(hex, 'hex'))
      }
    }
  }
  return found
}

/** True when one of the request's signatures is the HMAC of `body` with one of `secrets`, compared in constant time. */
export function verifySignature(body: Buffer, headers: IncomingHttpHeaders, secrets: readonly string[]): boolean {
  const given = candidates(headers)
  if (given.length === 0) return false
  let valid = false
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(body).digest()
    // Every candidate is compared with every secret, so the time does not tell which one matched.
    for (const candidate of given) valid = timingSafeEqual(expected, candidate) || valid
  }
  return valid
}

export function sign(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex')
}

const EVENT_ID_HEADERS = ['x-gameboost-event-id', 'x-outpost-event-id', 'event-id'] as const

/** The marketplace's event id when a header carries one, else a hash of the body (a retry resends the same bytes). */
export function eventIdOf(body: Buffer, headers: IncomingHttpHeaders): string {
  const prefixed = Object.keys(headers).filter((name) => name.endsWith('-event-id'))
  for (const name of [...EVENT_ID_HEADERS, ...prefixed]) {
    const value = headers[name]
    const id = (Array.isArray(value) ? value[0] : value)?.trim()
    if (id) return id.slice(0, 200)
  }
  return `sha256:${createHash('sha256').update(body).digest('hex')}`
}
