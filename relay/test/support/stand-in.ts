import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Received = { at: number; path: string; headers: IncomingHttpHeaders; body: Buffer }
export type Reply = { status: number; headers?: Record<string, string>; body?: unknown }

/**
 * A loopback stand-in for Discord, Telegram or a push service: it records every request and answers what the
 * test's `reply` says (200 by default).
 */
export async function standIn(reply: (request: Received, count: number) => Reply = () => ({ status: 200, body: {} })) {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry = { at: Date.now(), path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) }
      received.push(entry)
      const answer = reply(entry, received.length)
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    json: () => received.map((entry) => JSON.parse(entry.body.toString()) as Record<string, unknown>),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
