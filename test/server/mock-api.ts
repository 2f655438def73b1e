/*
 * The mock backend as a real HTTP server: the same MSW handlers and seed as the demo, answering /v2/*.
 * With --static DIR it also serves a build (SPA fallback, optional --base /sub/path/), and it can be told
 * to fail on purpose (see scenarios.ts), so the production build can be tried, tested and measured
 * without the real API.
 *
 *   npm run mock-api                              # API only, on http://localhost:8787
 *   npm run mock-api -- --port 9000 --static dist # API and the production build
 *   npm run mock-api -- --spec-only               # an older server: list endpoints beyond the spec answer 404
 *   npm run mock-api -- --payments 20000          # a ledger of 20 000 payments (the bench's)
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { getResponse } from 'msw'
import { resetDb } from '../../src/mocks/db'
import { setLedgerSize } from '../../src/mocks/seed-payments'
import { handlers } from '../../src/mocks/handlers'
import type { OlderServerStatus } from '../../src/mocks/handlers/older-server'
import { Scenarios } from './scenarios'

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export interface MockApiServerOptions {
  port?: number
  host?: string
  /** A build to serve beside the API, with SPA fallback. */
  staticDir?: string
  /** The sub-path the build was made for (BASE_PATH), e.g. '/seller/'. */
  basePath?: string
  /** Play a server with only the spec's six operations: the endpoints beyond them answer this status. */
  specOnly?: OlderServerStatus
  /** `/relay/...` is forwarded to `relay.target` + `/...` (the relay, docs/notices.md) while it is set. */
  relay?: { target: string | null }
}

/** The deployment's `/relay/` proxy: the path without its prefix, streamed both ways (the events' stream too). */
function forwardToRelay(req: IncomingMessage, res: ServerResponse, target: string | null, path: string) {
  if (target === null) {
    res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'No relay.' }))
    return
  }
  const url = new URL(path.slice('/relay'.length) + (new URL(req.url ?? '/', 'http://x').search), target)
  const upstream = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ message: 'The relay could not be reached.' }))
  })
  res.on('close', () => upstream.destroy())
  req.pipe(upstream)
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

interface Overrides {
  merge?: Record<string, unknown>
  headers?: Record<string, string>
  lateMs?: number
}

async function answerApi(req: IncomingMessage, res: ServerResponse, origin: string, overrides: Overrides) {
  const { merge, headers: extra = {}, lateMs } = overrides
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req))
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const request = new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
  const response = (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found.' }, { status: 404 })
  if (lateMs !== undefined) await new Promise((resolve) => setTimeout(resolve, lateMs))
  // The client gave up meanwhile: the work is done, nobody hears the answer.
  if (res.destroyed) return
  const set = Object.fromEntries(Object.entries(extra).map(([name, value]) => [name.toLowerCase(), value]))
  const responseHeaders = { ...Object.fromEntries(response.headers), ...set }
  if (merge && response.headers.get('Content-Type')?.includes('json')) {
    const body = JSON.stringify({ ...((await response.json()) as Record<string, unknown>), ...merge })
    delete responseHeaders['content-length']
    res.writeHead(response.status, responseHeaders).end(body)
    return
  }
  res.writeHead(response.status, responseHeaders)
  res.end(Buffer.from(await response.arrayBuffer()))
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, basePath: string) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (!url.pathname.startsWith(basePath)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    return
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname.slice(basePath.length))
  } catch {
    // Malformed percent-encoding names no file: the app's own route handling answers it.
    decoded = 'index.html'
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  let file = join(root, relative)
  const isFile = await stat(file).then((s) => s.isFile(), () => false)
  if (!file.startsWith(root) || !isFile) {
    // Assets that are missing are 404; any other path is the app's (SPA fallback).
    if (relative.startsWith('assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    file = join(root, 'index.html')
  }
  const cache = file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache'
  res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache })
  createReadStream(file).pipe(res)
}

export function createMockApiServer({ staticDir, basePath = '/', specOnly, relay }: MockApiServerOptions = {}) {
  const scenarios = new Scenarios(specOnly ?? null)
  const root = staticDir ? resolve(staticDir) : null
  const server: Server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`
    const path = new URL(req.url ?? '/', origin).pathname
    const handle = async () => {
      if (path.startsWith('/__')) return scenarios.control(req, res, path, await readBody(req), resetDb)
      if (relay && path.startsWith('/relay/')) return forwardToRelay(req, res, relay.target, path)
      const apiPath = path.startsWith(basePath) && basePath !== '/' ? path.slice(basePath.length - 1) : path
      if (apiPath.startsWith('/v2/') || path.startsWith('/v2/')) {
        if (await scenarios.intercept(req, res, path)) return
        return answerApi(req, res, origin, { merge: scenarios.mergeFor(req), ...scenarios.answerFor(req) })
      }
      if (root) return serveStatic(req, res, root, basePath)
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found.' }))
    }
    handle().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ message: 'The mock server failed.' }))
    })
  })
  return { server, scenarios }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      static: { type: 'string' },
      base: { type: 'string', default: process.env.BASE_PATH ?? '/' },
      'spec-only': { type: 'boolean', default: false },
      // The bench's ledger: `--payments 20000` seeds that many payments instead of a year's.
      payments: { type: 'string' },
    },
  })
  if (values.payments) setLedgerSize(Number(values.payments))
  resetDb()
  const specOnly = values['spec-only'] ? 404 : undefined
  const { server } = createMockApiServer({ staticDir: values.static, basePath: values.base, specOnly })
  server.listen(Number(values.port), values.host, () => {
    console.log(`Mock Seller API on http://${values.host}:${values.port}/v2 (token: demo)`)
    if (specOnly) console.log('Only the six operations of the spec: the endpoints beyond it answer 404')
    if (values.static) console.log(`Serving ${values.static} at http://${values.host}:${values.port}${values.base}`)
  })
}
