import type { IncomingMessage, ServerResponse } from 'node:http'
import { openNewDispute } from '../../src/mocks/live-events'
import { OLDER_SERVER_MESSAGES, isBeyondSpec, type OlderServerStatus } from '../../src/mocks/handlers/older-server'

/** The faults a scenario can inject into /v2/* answers. */
export type Fault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'network' }
  | { kind: 'hang' }
  | { kind: 'not-json' }
  | { kind: 'bad-schema' }
  /** Answers as usual, after a pause: for loading states. */
  | { kind: 'delay'; ms: number }
  /** Answers as usual, with these top-level members of the JSON body replaced (say, `links` to elsewhere). */
  | { kind: 'merge'; body: Record<string, unknown> }
  /** Answers as usual, with these headers set (say, `X-RateLimit-Remaining: 12` for a low rate limit). */
  | { kind: 'headers'; headers: Record<string, string> }
  /** Does the work at once (a write is applied) but sends the answer only after a pause: for time limits. */
  | { kind: 'late'; ms: number }

export interface Scenario {
  /**
   * Which requests fail: "METHOD regex", method optional, e.g. "PATCH /credentials$". The regex is tried on
   * the path, then on the path with its query ("GET filter%5Bsearch%5D=28").
   */
  match: string
  fault: Fault
  /** How many requests it fails before it is spent; default every one. */
  times?: number
}

/** The pattern is tried on the path, then on the path with its query: "search=28" picks one list request. */
function matches(scenario: Scenario, method: string, path: string, url: string): boolean {
  const [first, ...rest] = scenario.match.trim().split(/\s+/)
  const hasMethod = rest.length > 0
  const pattern = new RegExp(hasMethod ? rest.join(' ') : (first ?? ''))
  if (hasMethod && first?.toUpperCase() !== method.toUpperCase()) return false
  return pattern.test(path) || pattern.test(url)
}

/** One request seen on /v2/*. */
export interface LoggedRequest {
  method: string
  /** Path and query, as sent. */
  path: string
  /** The Authorization header's scheme only ("Bearer"), so a test can check a token was sent without the token. */
  auth: string | null
  /** The Origin header, when the browser sent one. */
  origin: string | null
  /** The fault it was answered with, if any. */
  fault: Fault['kind'] | null
  /** When it arrived and, once the connection closed, when; milliseconds. */
  startedAt: number
  closedAt: number | null
  /** The client gave up (timed out or cancelled) before the answer was complete. */
  aborted: boolean
}

/**
 * Scripted faults, set over HTTP: POST /__scenario { match, fault, times }, DELETE /__scenario, POST /__reset.
 * POST /__dispute: a buyer opens a new dispute now (mocks/live-events.ts), answering its id.
 * POST /__spec-only { status? } makes the server one that has only the spec's six operations: every endpoint
 * beyond them (api-notes) answers 404 (or the status given: 405, 501) until DELETE /__spec-only or a clear.
 */
export class Scenarios {
  private active: Scenario[] = []
  private merges = new WeakMap<IncomingMessage, Record<string, unknown>>()
  private headers = new WeakMap<IncomingMessage, Record<string, string>>()
  private lateness = new WeakMap<IncomingMessage, number>()
  /** Requests seen on /v2/*, for tests that count them. */
  readonly log: LoggedRequest[] = []
  /** What the endpoints beyond the spec answer instead of their data; null: they answer as usual. */
  specOnly: OlderServerStatus | null

  /** `specOnly`: the server's state at start and after every clear (the --spec-only flag). */
  constructor(private readonly specOnlyAtStart: OlderServerStatus | null = null) {
    this.specOnly = specOnlyAtStart
  }

  add(scenario: Scenario) {
    this.active.push({ ...scenario })
  }

  clear() {
    this.active = []
    this.log.length = 0
    this.specOnly = this.specOnlyAtStart
  }

  async control(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer, resetDb: () => void) {
    const send = (status: number, value: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))
    if (path === '/__scenario' && req.method === 'POST') {
      this.add(JSON.parse(body.toString('utf8')) as Scenario)
      return send(200, { ok: true })
    }
    if (path === '/__scenario' && req.method === 'DELETE') {
      this.clear()
      return send(200, { ok: true })
    }
    if (path === '/__reset' && req.method === 'POST') {
      this.clear()
      resetDb()
      return send(200, { ok: true })
    }
    if (path === '/__spec-only' && req.method === 'POST') {
      const { status = 404 } = (body.length > 0 ? JSON.parse(body.toString('utf8')) : {}) as { status?: number }
      if (!(status in OLDER_SERVER_MESSAGES)) return send(400, { message: 'status must be 404, 405 or 501.' })
      this.specOnly = status as OlderServerStatus
      return send(200, { ok: true })
    }
    if (path === '/__spec-only' && req.method === 'DELETE') {
      this.specOnly = null
      return send(200, { ok: true })
    }
    if (path === '/__dispute' && req.method === 'POST') return send(200, { id: openNewDispute() })
    if (path === '/__log' && req.method === 'GET') return send(200, this.log)
    return send(404, { message: 'Unknown control path.' })
  }

  /** What a 'merge' scenario replaces in the normal answer to `req`, if any. */
  mergeFor(req: IncomingMessage): Record<string, unknown> | undefined {
    return this.merges.get(req)
  }

  /** What 'headers' and 'late' scenarios change in the normal answer to `req`: headers set, a delay. */
  answerFor(req: IncomingMessage): { headers?: Record<string, string>; lateMs?: number } {
    return { headers: this.headers.get(req), lateMs: this.lateness.get(req) }
  }

  /** Answers with a fault when a scenario matches; returns whether it did. */
  async intercept(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET'
    const entry: LoggedRequest = {
      method,
      path: req.url ?? path,
      auth: req.headers.authorization?.split(' ')[0] ?? null,
      origin: req.headers.origin ?? null,
      fault: null,
      startedAt: Date.now(),
      closedAt: null,
      aborted: false,
    }
    this.log.push(entry)
    res.on('close', () => {
      entry.closedAt = Date.now()
      entry.aborted = !res.writableFinished
    })
    if (this.specOnly !== null && (method === 'GET' || method === 'HEAD') && isBeyondSpec(path)) {
      entry.fault = 'status'
      res.writeHead(this.specOnly, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ message: OLDER_SERVER_MESSAGES[this.specOnly] }))
      return true
    }
    const url = req.url ?? path
    const scenario = this.active.find((s) => matches(s, method, path, url) && (s.times === undefined || s.times > 0))
    if (!scenario) return false
    if (scenario.times !== undefined) scenario.times -= 1
    const { fault } = scenario
    entry.fault = fault.kind
    switch (fault.kind) {
      case 'status':
        res.writeHead(fault.status, { 'Content-Type': 'application/json', ...fault.headers })
        res.end(fault.body === undefined ? '' : JSON.stringify(fault.body))
        return true
      case 'network':
        req.socket.destroy()
        return true
      case 'hang':
        // Never answers; the client's time limit must end it.
        return true
      case 'not-json':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Gateway says hello</body></html>')
        return true
      case 'bad-schema':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { id: 'not-a-number' } }))
        return true
      case 'merge':
        this.merges.set(req, fault.body)
        return false
      case 'headers':
        this.headers.set(req, fault.headers)
        return false
      case 'late':
        this.lateness.set(req, fault.ms)
        return false
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms))
        return res.destroyed
    }
  }
}
