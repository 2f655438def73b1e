import type { IncomingMessage, ServerResponse } from 'node:http'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Reads a request's body up to `limit` bytes. A longer body (by its Content-Length, or once more bytes arrive
 * than allowed) is refused with 413 at once: nothing more is read or kept.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `The body is larger than ${limit} bytes.`)
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        request.removeAllListeners('data')
        request.pause()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks, size)))
    request.on('error', reject)
  })
}

export async function readJson(request: IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the body as application/json.')
  const body = await readBody(request, limit)
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.')
  }
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value)
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

export function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  const known = error instanceof HttpError
  if (known && error.status === 413) response.setHeader('connection', 'close')
  sendJson(response, known ? error.status : 500, { message: known ? error.message : 'The relay could not answer: see its log.' })
}
