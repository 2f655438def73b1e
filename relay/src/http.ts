import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import { HttpError, sendError, sendJson } from './body.ts'

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL, cors: Record<string, string>) => Promise<void> | void
export type Routes = Record<string, Handler>

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries `Authorization: Bearer <key>`, compared in constant time. */
function authorized(request: IncomingMessage, accessKey: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), digest(accessKey))
}

/** CORS headers for the dashboard's own origin only; any other origin gets none, so its browser refuses. */
function corsHeaders(request: IncomingMessage, dashboardUrl: string | null): Record<string, string> {
  const origin = request.headers.origin
  if (dashboardUrl === null || origin === undefined || origin !== new URL(dashboardUrl).origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Last-Event-ID',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

/**
 * The relay's HTTP server. Routes are "METHOD /path"; everything under /api/ needs the access key. Errors are
 * `{ "message": ... }`; a failure's body or details are never logged.
 */
export function createHttpServer(options: { routes: Routes; accessKey: string; dashboardUrl: string | null; log: (line: string) => void }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay')
    const cors = corsHeaders(request, options.dashboardUrl)
    for (const [name, value] of Object.entries(cors)) response.setHeader(name, value)
    const handle = async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end()
        return
      }
      const route = options.routes[`${request.method} ${url.pathname}`]
      if (url.pathname.startsWith('/api/') && !authorized(request, options.accessKey)) throw new HttpError(401, 'The relay\'s access key is missing or wrong.')
      if (route === undefined) throw new HttpError(404, 'Nothing is here.')
      await route(request, response, url, cors)
    }
    handle().catch((error: unknown) => {
      if (!(error instanceof HttpError)) options.log(`relay: ${request.method} ${url.pathname} failed: ${(error as Error).name}: ${(error as Error).message}`)
      sendError(response, error)
    })
  })
  // A request must arrive whole within these (a stream's response may last as long as it likes).
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  return server
}

/** A count asked in the query (`limit`, `latest`): a whole number from 1 to `max`, or `fallback` when not asked. */
export function countOf<F extends number | null>(url: URL, name: string, fallback: F, max: number): number | F {
  const raw = url.searchParams.get(name)
  if (raw === null) return fallback
  const count = Number(raw)
  if (!Number.isSafeInteger(count) || count < 1 || count > max) throw new HttpError(400, `${name} must be a whole number from 1 to ${max}.`)
  return count
}

export function cursorOf(url: URL): number {
  const raw = url.searchParams.get('after') ?? '0'
  const cursor = Number(raw)
  if (!Number.isSafeInteger(cursor) || cursor < 0) throw new HttpError(400, 'after must be a cursor: a whole number of at least 0.')
  return cursor
}

export { sendJson }
