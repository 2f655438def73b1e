import type { IncomingMessage, ServerResponse } from 'node:http'

/** The faults a scenario can inject into /v2/* answers. */
export type Fault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'network' }
  | { kind: 'hang' }
  | { kind: 'not-json' }
  | { kind: 'bad-schema' }

export interface Scenario {
  /** Which requests fail: "METHOD /path/regex", method optional, e.g. "PATCH /credentials$". */
  match: string
  fault: Fault
  /** How many requests it fails before it is spent; default every one. */
  times?: number
}

function matches(scenario: Scenario, method: string, path: string): boolean {
  const [first, ...rest] = scenario.match.trim().split(/\s+/)
  const hasMethod = rest.length > 0
  const pattern = hasMethod ? rest.join(' ') : (first ?? '')
  if (hasMethod && first?.toUpperCase() !== method.toUpperCase()) return false
  return new RegExp(pattern).test(path)
}

/** Scripted faults, set over HTTP: POST /__scenario { match, fault, times }, DELETE /__scenario, POST /__reset. */
export class Scenarios {
  private active: Scenario[] = []
  /** Requests seen on /v2/*, for tests that count them. */
  readonly log: { method: string; path: string }[] = []

  add(scenario: Scenario) {
    this.active.push({ ...scenario })
  }

  clear() {
    this.active = []
    this.log.length = 0
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
    if (path === '/__log' && req.method === 'GET') return send(200, this.log)
    return send(404, { message: 'Unknown control path.' })
  }

  /** Answers with a fault when a scenario matches; returns whether it did. */
  async intercept(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET'
    this.log.push({ method, path: req.url ?? path })
    const scenario = this.active.find((s) => matches(s, method, path) && (s.times === undefined || s.times > 0))
    if (!scenario) return false
    if (scenario.times !== undefined) scenario.times -= 1
    const { fault } = scenario
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
    }
  }
}
