import { HttpHandler, type RequestHandler, type ResponseResolver } from 'msw'
import { store } from '../db'
import { bearerToken, isValidToken } from './auth'
import { nowSeconds } from './http'

/** Requests a minute per token, as earlier versions of the live API allowed (api-notes). */
export const MOCK_RATE_LIMIT = 500
const WINDOW_SECONDS = 60

/** Counts one request of `token` in its current minute. The mock only reports the count; it never refuses. */
function countRequest(token: string) {
  const now = nowSeconds()
  const windows = store().rateLimits
  const current = windows.get(token)
  const window = current && now < current.startedAt + WINDOW_SECONDS ? current : { startedAt: now, count: 0 }
  window.count += 1
  windows.set(token, window)
  return { remaining: Math.max(0, MOCK_RATE_LIMIT - window.count), reset: window.startedAt + WINDOW_SECONDS }
}

function addRateLimitHeaders(request: Request, response: unknown): unknown {
  const token = bearerToken(request)
  if (!(response instanceof Response) || token === null || !isValidToken(token)) return response
  const { remaining, reset } = countRequest(token)
  response.headers.set('X-RateLimit-Limit', String(MOCK_RATE_LIMIT))
  response.headers.set('X-RateLimit-Remaining', String(remaining))
  response.headers.set('X-RateLimit-Reset', String(reset))
  return response
}

/** The same handler, its answers to a valid token carrying the rate-limit headers (Unix seconds for the reset). */
export function withRateLimitHeaders(handler: RequestHandler): RequestHandler {
  if (!(handler instanceof HttpHandler)) return handler
  // MSW keeps a handler's resolver protected; wrapping it is the one way to add headers to every answer.
  const resolver = (handler as unknown as { resolver: ResponseResolver }).resolver
  return new HttpHandler(handler.info.method, handler.info.path, async (info) =>
    addRateLimitHeaders(info.request, await resolver(info)) as Response | undefined,
  )
}
