import { HttpResponse } from 'msw'

export type FieldErrors = Record<string, string[]>

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ message }, { status })
}

export function notFound(what: string) {
  return errorResponse(404, `${what} not found.`)
}

/** 422 as Laravel sends it: the first message, "(and N more errors)", and every message by field. */
export function validationError(errors: FieldErrors) {
  const messages = Object.values(errors).flat()
  const more = messages.length - 1
  const suffix = more > 0 ? ` (and ${more} more error${more === 1 ? '' : 's'})` : ''
  return HttpResponse.json({ message: `${messages[0] ?? 'The given data was invalid.'}${suffix}`, errors }, { status: 422 })
}

/** A path id: digits only, else null (which the handlers answer with 404, as for an unknown id). */
export function parseId(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

/**
 * Reads a JSON object body. An empty body reads as `{}`, a body that is JSON but no object (`[1]`, `"x"`,
 * `null`) reads as `{}` too, as Laravel's request input does; a body that is not JSON is a 400.
 */
export async function readJsonObject(request: Request): Promise<JsonBody> {
  const text = await request.text()
  if (text.trim() === '') return { ok: true, value: {} }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, response: errorResponse(400, 'The request body is not valid JSON.') }
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
  return { ok: true, value: isObject ? (value as Record<string, unknown>) : {} }
}

/** Length in Unicode code points, as the live API counts it. */
export function codePoints(value: string): number {
  return [...value].length
}

let lastRequestId = 0

/** A request id header, as the live API may send one, for the writes the activity log records. */
export function requestIdHeader(): Record<string, string> {
  lastRequestId++
  return { 'X-Request-Id': `req-${Date.now().toString(36)}-${lastRequestId}` }
}
