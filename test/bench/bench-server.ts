/*
 * The production build as the nginx example of docs/deployment.md serves it: HTTP/2 over TLS (a throwaway self-signed
 * certificate), gzip, long-lived caching for hashed assets, the security headers, SPA fallback, and /v2
 * forwarded to the mock API (test/server) on another local port.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { resetDb } from '../../src/mocks/db'
import { CONTENT_TYPES, createMockApiServer } from '../server/mock-api'
import type { Scenarios } from '../server/scenarios'

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

/** The same headers as the nginx example in docs/deployment.md. */
const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
}
/** Connection-level headers, which HTTP/2 forbids and a proxy drops. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

interface StaticFile {
  type: string
  body: Buffer
  gzip: Buffer | null
  cacheControl: string
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** The build's own .gz beside a file (vite.config.ts writes them), as `gzip_static` sends it; else gzip -9 here. */
async function gzipOf(file: string, body: Buffer): Promise<Buffer | null> {
  if (!COMPRESSIBLE.has(extname(file))) return null
  return readFile(`${file}.gz`).catch(() => gzipSync(body, { level: 9 }))
}

/** Reads the whole build once, with each file's gzip form, as nginx with `gzip_static on` would serve it. */
async function loadBuild(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for (const file of await listFiles(root)) {
    const path = relative(root, file).split('\\').join('/')
    const ext = extname(file)
    const body = await readFile(file)
    files.set(path, {
      type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      body,
      gzip: await gzipOf(file, body),
      cacheControl: path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
  }
  return files
}

/** A self-signed certificate for 127.0.0.1, made with openssl; null when openssl is missing. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer } | null> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-tls-'))
  try {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    )
    if (made.status !== 0) return null
    return { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

type Req = Http2ServerRequest | IncomingMessage
type Res = Http2ServerResponse | ServerResponse

function send(req: Req, res: Res, file: StaticFile) {
  const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? file.gzip : null
  const body = gzip ?? file.body
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    'content-length': String(body.length),
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  if (req.method === 'HEAD') res.end()
  else res.end(body)
}

function notFound(res: Res) {
  res.writeHead(404, { 'content-type': 'text/plain' })
  res.end('Not found')
}

/** Forwards a request to the mock API, as nginx's proxy_pass does. */
function proxy(req: Req, res: Res, port: number) {
  const headers: IncomingHttpHeaders = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value
  }
  const upstream = httpRequest(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers },
    (answer) => {
      const out: Record<string, string | string[]> = {}
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value
      }
      res.writeHead(answer.statusCode ?? 502, out)
      answer.pipe(res as NodeJS.WritableStream)
    },
  )
  upstream.on('error', () => {
    // The mock API dropped the connection (a scripted network fault): drop this one too.
    res.destroy()
  })
  ;(req as NodeJS.ReadableStream).pipe(upstream)
}

export interface BenchServer {
  origin: string
  /** The app's URL: origin plus base path, ending in a slash. */
  appUrl: string
  /** Whether it speaks HTTP/2 over TLS (with a self-signed certificate the browser must be told to accept). */
  tls: boolean
  scenarios: Scenarios
  /** The bytes this server sends for a path of the app (gzip, as a browser that accepts it gets them). */
  sentBytes: (path: string) => number | undefined
  close: () => Promise<void>
}

/** Serves `distDir` under `basePath`, and the mock API at /v2, on free ports of 127.0.0.1. */
export async function startBenchServer(distDir: string, basePath = '/'): Promise<BenchServer> {
  const root = resolve(distDir)
  const files = await loadBuild(root)
  const index = files.get('index.html')
  if (!index) throw new Error(`${distDir} has no index.html: build it first.`)
  resetDb()
  const mock = createMockApiServer()
  await new Promise<void>((done) => mock.server.listen(0, '127.0.0.1', done))
  const mockPort = (mock.server.address() as AddressInfo).port

  const handle = (req: Req, res: Res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (path.startsWith('/v2/') || path.startsWith('/__')) return proxy(req, res, mockPort)
    if (!path.startsWith(basePath)) return notFound(res)
    const file = files.get(decodeURIComponent(path.slice(basePath.length)))
    if (file) return send(req, res, file)
    if (path.slice(basePath.length).startsWith('assets/')) return notFound(res)
    send(req, res, index)
  }
  const credentials = await selfSignedCertificate()
  const server = credentials
    ? createSecureServer({ ...credentials, allowHTTP1: true }, handle)
    : (createServer(handle) as Server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const origin = `${credentials ? 'https' : 'http'}://127.0.0.1:${port}`
  const sessions = new Set<{ destroy: () => void }>()
  server.on('session', (session: { destroy: () => void }) => sessions.add(session))
  server.on('connection', (socket: { destroy: () => void }) => sessions.add(socket))
  return {
    origin,
    appUrl: origin + basePath,
    tls: credentials !== null,
    scenarios: mock.scenarios,
    sentBytes: (path) => {
      const file = files.get(decodeURIComponent(path.slice(basePath.length)))
      return file && (file.gzip ?? file.body).length
    },
    close: async () => {
      for (const session of sessions) session.destroy()
      await new Promise<void>((done) => server.close(() => done()))
      mock.server.closeAllConnections()
      await new Promise<void>((done) => mock.server.close(() => done()))
    },
  }
}
