/** Real HTTP requests to the mock handlers (MSW answers them), as the app would send them. */
export const API = 'http://localhost:3000/v2'

export interface CallOptions {
  method?: string
  /** null sends no Authorization header. */
  token?: string | null
  /** Sent as JSON. */
  json?: unknown
  /** Sent as it is, for malformed bodies. */
  rawBody?: string
  headers?: Record<string, string>
}

export interface CallResult<T = unknown> {
  status: number
  body: T
}

// Bodies are checked by the tests' assertions and the API schemas, so the default body type is loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const { method = 'GET', token = 'demo', json, rawBody, headers = {} } = options
  const allHeaders: Record<string, string> = { Accept: 'application/json', ...headers }
  if (token !== null) allHeaders.Authorization = `Bearer ${token}`
  let body: string | undefined = rawBody
  if (json !== undefined) {
    body = JSON.stringify(json)
    allHeaders['Content-Type'] = 'application/json'
  }
  const response = await fetch(path.startsWith('http') ? path : `${API}${path}`, { method, headers: allHeaders, body })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** `query({ 'filter[status]': 'pending', per_page: 50 })` → `?filter%5Bstatus%5D=pending&per_page=50` */
export function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) search.set(name, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export interface ListPage {
  data: { id: number; [field: string]: unknown }[]
  meta: Record<string, number | string | null>
  links: { first: string | null; last: string | null; prev: string | null; next: string | null }
}

/** Every record of a list (the gift card orders unless told), following `links.next` from the first page. */
export async function listAll(params: Record<string, string | number> = {}, path = '/gift-card-orders') {
  const pages: ListPage[] = []
  let url: string | null = `${API}${path}${query({ per_page: 50, ...params })}`
  while (url) {
    const { status, body }: CallResult<ListPage> = await call<ListPage>(url)
    if (status !== 200) throw new Error(`${url} answered ${status}: ${JSON.stringify(body)}`)
    pages.push(body)
    url = body.links.next
    if (pages.length > 100) throw new Error('too many pages')
  }
  return { ids: pages.flatMap((page) => page.data.map((order) => order.id)), pages }
}
