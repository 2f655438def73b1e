/*
 * A reverse proxy as the proxy-held key recipe of docs/deployment.md describes: it asks for its own sign-in
 * (HTTP basic auth here; an SSO proxy works the same), and only then forwards to the upstream, putting the
 * API key into the Authorization header of /v2/* requests itself. The browser never sees the key.
 */
import { createServer, request, type Server } from 'node:http'

export interface AuthProxyOptions {
  /** Where the app and the API are served, e.g. http://127.0.0.1:8787. */
  upstream: string
  user: string
  password: string
  /** The key it puts into each API request; a function lets a test change it (a key the API refuses). */
  apiKey: string | (() => string)
}

export function createAuthProxy({ upstream, user, password, apiKey }: AuthProxyOptions): Server {
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  return createServer((req, res) => {
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="Seller Dashboard"', 'Content-Type': 'text/plain' })
      res.end('Sign in to the proxy first.')
      return
    }
    const headers = { ...req.headers }
    delete headers.authorization
    const key = typeof apiKey === 'function' ? apiKey() : apiKey
    if ((req.url ?? '').startsWith('/v2/')) headers.authorization = `Bearer ${key}`
    const forwarded = request(new URL(req.url ?? '/', upstream), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forwarded.on('error', () => res.writeHead(502).end())
    req.pipe(forwarded)
  })
}
