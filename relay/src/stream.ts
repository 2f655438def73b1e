import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RelayEvent } from './events.ts'

const PING_MS = 15_000
const PAGE = 500

const frame = (event: RelayEvent) => `id: ${event.cursor}\nevent: relay-event\ndata: ${JSON.stringify(event)}\n\n`

/** The cursor a stream resumes after: the Last-Event-ID header, else `?after=`, else 0 (everything kept). */
function resumeCursor(request: IncomingMessage, url: URL): number {
  const header = request.headers['last-event-id']
  const raw = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('after') ?? '0'
  const cursor = Number(raw)
  return Number.isSafeInteger(cursor) && cursor >= 0 ? cursor : 0
}

/**
 * GET /api/events/stream: what was kept after the client's cursor, then each event as it is kept, as Server-Sent
 * Events. The backlog is read and the client joins the live list in the same tick, so no event falls between.
 */
export function createStreamHub(after: (cursor: number, limit: number) => RelayEvent[]) {
  const clients = new Map<ServerResponse, { cursor: number }>()
  const ping = setInterval(() => {
    for (const response of clients.keys()) response.write(': ping\n\n')
  }, PING_MS)
  ping.unref()

  return {
    open(request: IncomingMessage, response: ServerResponse, url: URL, headers: Record<string, string>): void {
      response.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' })
      const client = { cursor: resumeCursor(request, url) }
      for (let page = after(client.cursor, PAGE); page.length > 0; page = after(client.cursor, PAGE)) {
        response.write(page.map(frame).join(''))
        client.cursor = page[page.length - 1]?.cursor ?? client.cursor
      }
      response.write(': connected\n\n')
      clients.set(response, client)
      const leave = () => clients.delete(response)
      request.on('close', leave)
      response.on('error', leave)
    },
    /** Sends newly kept events to every open stream. */
    publish(events: RelayEvent[]): void {
      for (const [response, client] of clients) {
        const fresh = events.filter((event) => event.cursor > client.cursor)
        if (fresh.length === 0) continue
        response.write(fresh.map(frame).join(''))
        client.cursor = fresh[fresh.length - 1]?.cursor ?? client.cursor
      }
    },
    close(): void {
      clearInterval(ping)
      for (const response of clients.keys()) response.end()
      clients.clear()
    },
  }
}

export type StreamHub = ReturnType<typeof createStreamHub>
