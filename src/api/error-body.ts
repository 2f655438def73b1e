/** The API's error body, as far as it can be read: each member that does not fit is left out. */
export interface ErrorBody {
  message?: string
  errors?: Record<string, string | string[]>
  request_id?: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isMessages = (value: unknown): value is string | string[] =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))

/**
 * Read by hand, not with a schema: the client is start-up code, and an error body has three members. Field
 * errors are kept only when every one of them is text or a list of texts.
 */
export function readErrorBody(json: unknown): ErrorBody {
  if (!isObject(json)) return {}
  const body: ErrorBody = {}
  if (typeof json.message === 'string') body.message = json.message
  if (isObject(json.errors) && Object.values(json.errors).every(isMessages)) {
    body.errors = json.errors as Record<string, string | string[]>
  }
  if (typeof json.request_id === 'string') body.request_id = json.request_id
  return body
}
