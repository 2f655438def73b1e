import { HttpResponse } from 'msw'
import { nextWriteAt, RESOURCE_WRITE_LIMIT, type WriteLimit } from '../../lib/write-window'
import { store } from '../db'
import { requestIdHeader } from './http'

/**
 * The live service's limit on writes to one resource (5 a minute, 10 an hour; chat 5 a minute): null when the
 * write may go (and it is counted), else the 429 it answers, with Retry-After and the reset in Unix seconds.
 */
export function resourceWriteRefusal(request: Request, key: string, limit: WriteLimit = RESOURCE_WRITE_LIMIT): Response | null {
  const writes = store(request).resourceWrites
  const now = Date.now()
  const past = writes.get(key) ?? []
  const next = nextWriteAt(past, now, limit)
  if (next <= now) {
    writes.set(key, [...past.filter((at) => at > now - 3_600_000), now])
    return null
  }
  const retryAfter = Math.max(1, Math.ceil((next - now) / 1000))
  const headers = requestIdHeader()
  return HttpResponse.json(
    { message: 'Too many requests', request_id: headers['X-Request-Id'] },
    {
      status: 429,
      headers: {
        ...headers,
        'Retry-After': String(retryAfter),
        'X-RateLimit-Limit': String(limit.perMinute),
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(Math.ceil(next / 1000)),
      },
    },
  )
}
