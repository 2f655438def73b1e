import type { z } from 'zod/mini'
import { ApiError, defaultMessageForStatus, parseRetryAfter } from '../lib/api-error'
import { isNotAvailable } from '../lib/not-available'
import { readRateLimitHeaders, type RateLimitReading } from './rate-limit'
import { parseJson } from './read/json'
import type { ReadList } from './read/record'
import type { AccountOrder } from './records/account-order'
import type { Balance } from './records/balance'
import type { DisputeCase } from './records/dispute-case'
import type { GiftCardOrder } from './records/gift-card-order'
import type { OtherOffer } from './records/other-offer'
import type { GiftCardOrderPage, ListPage } from './read/responses'
import type { CurrencyOffer } from './records/currency-offer'
import type { CurrencyOrder, CurrencyOrderListItem } from './records/currency-order'
import { encodeId, type ClientRequests, type Id, type Read, type ReaderName, type RequestOptions } from './request-kit'
import {
  accountOrderList,
  buildListParams,
  currencyOfferList,
  currencyOrderList,
  giftCardOrderList,
  orderDisputeList,
  paymentList,
  payoutList,
  type ListDeclaration,
  type ListQuery,
} from './lists'
import type { CounterDisputeBody, EscalateDisputeBody } from './dispute-answers'
import { readErrorBody } from './error-body'
import type * as RequestSchemas from './schemas'

/*
 * The readers of the API's records are not start-up code: each request starts their
 * download alongside its own, and reads its answer once both have arrived. The sign-in page sends none.
 */
const importReaders = () => import('./read/responses')
/** The writes to one offer or order with their checks (write-requests.ts), loaded with the first such write. */
const writeGuards = () => import('./write-requests')
type Readers = Awaited<ReturnType<typeof importReaders>>
type WriteGuards = Awaited<ReturnType<typeof writeGuards>>
/** A write of write-requests.ts as the client's method: the same arguments but the client's own requests. */
type ClientWrite<K extends keyof WriteGuards> = WriteGuards[K] extends (requests: ClientRequests, ...args: infer A) => infer R
  ? (...args: A) => R
  : never
let readersLoad: Promise<Readers> | undefined
/** One import for every request (the overview sends thirteen at once); a failed download is tried again next time. */
function loadReaders(): Promise<Readers> {
  readersLoad ??= importReaders().catch((error: unknown) => {
    readersLoad = undefined
    throw error
  })
  return readersLoad
}

function readers(): Promise<Readers> {
  return loadReaders().catch(() => {
    throw new ApiError({
      kind: 'network',
      message: 'Part of the dashboard could not be downloaded. Check your connection, then reload the page.',
    })
  })
}

/** The reader `name` of responses.ts, as a request takes it: loaded with the first answer that needs it. */
const lazy =
  <K extends ReaderName>(name: K): Read<ReturnType<Readers[K]>> =>
  async (json, status) =>
    (await readers())[name](json, status) as ReturnType<Readers[K]>

export interface ApiClientOptions {
  /** The API's origin (and path prefix, if any). '' means the app's own origin. */
  baseUrl?: string
  getToken: () => string | null | undefined
  fetch?: typeof fetch
  /** A request that takes longer is aborted and fails with a clear message. */
  timeoutMs?: number
  /**
   * `token`: the client sends the seller's token. `proxy`: a reverse proxy in front of the API adds the key
   * itself, behind its own sign-in, so the browser sends none and keeps the proxy's credentials (same origin).
   */
  auth?: 'token' | 'proxy'
  /** Told the rate-limit headers of every answer that carries them. */
  onRateLimit?: (reading: RateLimitReading) => void
  /** Told, from each answer of a declared list, whether the server has that list (older servers lack some). */
  onListAvailability?: (path: string, available: boolean) => void
}

export type { GiftCardOrderPage, ListPage }
export { encodeId }
export type { Id, RequestOptions }
export type { CompleteCurrencyOrderResult, OfferStatusAction, OfferWriteResult } from './request-kit'

export type OrderDisputeQuery = ListQuery<typeof orderDisputeList>

export interface UpdateCredentialsResult {
  order: AccountOrder
  message: string | null
  warning: string | null
  /** The server's id of the request, when it sends one (for the activity log and support). */
  requestId: string | null
}

export interface AcceptDisputeResult {
  /** null when the server answered 204 without a body. */
  dispute: DisputeCase | null
  message: string | null
  requestId: string | null
}

/** The live API's request id header is unverified; both names seen in the wild are read. */
function requestIdOf(response: Response): string | null {
  const { headers } = response
  return headers.get('X-Request-Id')?.trim() || headers.get('X-GameBoost-Request-Id')?.trim() || null
}

export const DEFAULT_TIMEOUT_MS = 30_000

/** The body as text; rejects on abort even where a fetch implementation leaves the body stream open. */
/** `AbortSignal.any`, with a fallback for browsers that lack it (Safari before 17.4). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals)
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}

function readText(response: Response, signal: AbortSignal): Promise<string> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    response
      .text()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}

export function createApiClient({
  baseUrl = '',
  getToken,
  fetch: fetchImpl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  auth = 'token',
  onRateLimit,
  onListAvailability,
}: ApiClientOptions) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  function apiUrl(path: string): URL {
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
    const base = new URL(baseUrl.replace(/\/+$/, '') + '/', origin)
    return new URL(base.href + path.replace(/^\/+/, ''))
  }

  const apiOrigin = apiUrl('').origin

  async function request<T>(
    method: string,
    path: string,
    read: Read<T>,
    { body, signal, query }: { body?: unknown; signal?: AbortSignal; query?: URLSearchParams } = {},
  ): Promise<{ status: number; data: T | null; requestId: string | null }> {
    // Only a head start: a failure to load shows when the answer is read.
    void loadReaders().catch(() => undefined)
    const url = apiUrl(path)
    if (query) url.search = query.toString()
    if (url.origin !== apiOrigin) {
      throw new ApiError({ kind: 'invalid_request', message: 'Refused to send the token to another origin.' })
    }
    const token = auth === 'token' ? getToken() : null
    if (auth === 'token' && !token) {
      throw new ApiError({ kind: 'http', status: 401, message: defaultMessageForStatus(401) })
    }
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'

    const timeout = new AbortController()
    const timer = setTimeout(() => timeout.abort(), timeoutMs)
    const signals = signal ? [signal, timeout.signal] : [timeout.signal]
    const requestSignal = anySignal(signals)
    let response: Response
    let text: string
    try {
      response = await doFetch(url.href, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: requestSignal,
        credentials: auth === 'proxy' ? 'same-origin' : 'omit',
        cache: 'no-store',
      })
      // Inside the try: a body cut off, cancelled or timed out is a failed request, not an empty answer.
      text = await readText(response, requestSignal)
    } catch {
      if (signal?.aborted) {
        throw new ApiError({ kind: 'network', message: 'The request was cancelled.', aborted: true })
      }
      if (timeout.signal.aborted) {
        throw new ApiError({
          kind: 'network',
          message: `The marketplace API did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
          timedOut: true,
        })
      }
      throw new ApiError({
        kind: 'network',
        message: 'Could not reach the marketplace API. Check your connection and try again.',
      })
    } finally {
      clearTimeout(timer)
    }
    const rateLimit = readRateLimitHeaders(response.headers)
    if (rateLimit) onRateLimit?.(rateLimit)
    const requestId = requestIdOf(response)

    let json: unknown = undefined
    let isJson = false
    if (text.trim() !== '') {
      try {
        json = parseJson(text)
        isJson = true
      } catch {
        isJson = false
      }
    }

    if (!response.ok) {
      const errorBody = readErrorBody(isJson ? json : {})
      // A server or proxy may echo the Authorization header; the token must not reach the UI or logs.
      const redact = (value: string) => (token ? value.split(token).join('[redacted]') : value)
      const fieldErrors: Record<string, string[]> = {}
      for (const [field, messages] of Object.entries(errorBody.errors ?? {})) {
        fieldErrors[field] = (Array.isArray(messages) ? messages : [messages]).map(redact)
      }
      throw new ApiError({
        kind: 'http',
        status: response.status,
        message: redact(errorBody.message?.trim() || defaultMessageForStatus(response.status)),
        fieldErrors,
        requestId: errorBody.request_id?.trim() || requestId,
        retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
        viaProxy: auth === 'proxy',
      })
    }

    if (response.status === 204 || text.trim() === '') return { status: response.status, data: null, requestId }
    if (!isJson) {
      throw new ApiError({
        kind: 'invalid_response',
        status: response.status,
        message: 'The marketplace API sent a response that is not JSON.',
        requestId,
      })
    }
    return { status: response.status, data: await read(json, response.status), requestId }
  }

  function required<T>(result: { status: number; data: T | null }): T {
    if (result.data === null) {
      throw new ApiError({
        kind: 'invalid_response',
        status: result.status,
        message: 'The marketplace API sent an empty response.',
      })
    }
    return result.data
  }

  /** The request body checked with the form's own schema, which loads with the first write (the form has it by then). */
  async function checkBody<
    K extends 'acceptDisputeSchema' | 'updateCredentialsSchema' | 'counterDisputeSchema' | 'escalateDisputeSchema',
  >(
    name: K,
    input: unknown,
  ): Promise<z.output<(typeof RequestSchemas)[K]>> {
    const schema: z.ZodMiniType = (await import('./schemas'))[name]
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.') || 'body'
        ;(fieldErrors[field] ??= []).push(issue.message)
      }
      throw new ApiError({
        kind: 'invalid_request',
        message: parsed.error.issues[0]?.message ?? 'The request is not valid.',
        fieldErrors,
      })
    }
    return parsed.data as z.output<(typeof RequestSchemas)[K]>
  }

  /** A seller's answer to a dispute case: the body checked, one POST, and the case it answers with. */
  async function answerCase(
    disputeCaseId: Id,
    action: 'accept' | 'counter' | 'escalate',
    input: unknown,
    signal: AbortSignal | undefined,
  ): Promise<AcceptDisputeResult> {
    const body = await checkBody(`${action}DisputeSchema`, input)
    const path = `/v2/order-disputes/${encodeId(disputeCaseId)}/${action}`
    const result = await request('POST', path, lazy('readAcceptedDispute'), { body, signal })
    return { ...(result.data ?? { dispute: null, message: null }), requestId: result.requestId }
  }

  async function getAccountOrder(id: Id, { signal }: RequestOptions = {}): Promise<AccountOrder> {
    const path = `/v2/account-orders/${encodeId(id)}`
    return required(await request('GET', path, lazy('readAccountOrder'), { signal }))
  }

  /** A page of a declared list: the API query is derived from the declaration (api/lists.ts). */
  async function listPage<L extends ListDeclaration, R>(
    list: L,
    read: Read<ListPage<R>>,
    query: ListQuery<L>,
    { signal }: RequestOptions,
  ): Promise<ListPage<R>> {
    return listRequest(list, read, buildListParams(list, query), signal)
  }

  async function listRequest<T>(
    list: ListDeclaration,
    read: Read<T>,
    query: URLSearchParams,
    signal: AbortSignal | undefined,
    path: string = list.path,
  ): Promise<T> {
    try {
      const result = required(await request('GET', path, read, { signal, query }))
      onListAvailability?.(list.path, true)
      return result
    } catch (error) {
      if (isNotAvailable(error)) onListAvailability?.(list.path, false)
      throw error
    }
  }

  /** What the writes declared in their own module (write-requests.ts) send their requests with. */
  const requests: ClientRequests = { request, required, lazy }
  /** Each write is declared once, there: write-requests.ts loads, with its checks, at the first such write. */
  const guarded =
    <K extends keyof WriteGuards>(name: K): ClientWrite<K> =>
    (async (...args: unknown[]) => {
      const write = (await writeGuards())[name] as (requests: ClientRequests, ...args: unknown[]) => Promise<unknown>
      return write(requests, ...args)
    }) as ClientWrite<K>

  return {
    /** A request of an operation declared in its own module (api/order-messages.ts), loaded with its screen. */
    request,

    getAccountOrder,

    async updateAccountOrderCredentials(
      id: Id,
      credentials: string,
      { signal }: RequestOptions = {},
    ): Promise<UpdateCredentialsResult> {
      const body = await checkBody('updateCredentialsSchema', { credentials })
      const path = `/v2/account-orders/${encodeId(id)}/credentials`
      const result = await request('PATCH', path, lazy('readUpdatedCredentials'), { body, signal })
      const { requestId } = result
      // 204: saved, with no body. Read the order back so the caller still gets it.
      if (result.data) return { ...result.data, requestId }
      return { order: await getAccountOrder(id, { signal }), message: null, warning: null, requestId }
    },

    acceptOrderDispute: (disputeCaseId: Id, message?: string | null, { signal }: RequestOptions = {}) =>
      answerCase(disputeCaseId, 'accept', { message }, signal),

    /** A counter-proposal or an escalation (api-notes): the answer is the case, as accepting's is. */
    answerOrderDispute: (
      disputeCaseId: Id,
      answer: { kind: 'counter'; body: CounterDisputeBody } | { kind: 'escalate'; body: EscalateDisputeBody },
      { signal }: RequestOptions = {},
    ) => answerCase(disputeCaseId, answer.kind, answer.body, signal),

    listGiftCardOrders: (query: ListQuery<typeof giftCardOrderList> = {}, options: RequestOptions = {}) =>
      listPage(giftCardOrderList, lazy('readGiftCardOrderPage'), query, options),

    /** Without `credentials`: the list reader does not read them. */
    listAccountOrders: (query: ListQuery<typeof accountOrderList> = {}, options: RequestOptions = {}) =>
      listPage(accountOrderList, lazy('readAccountOrderListPage'), query, options),

    listCurrencyOffers: (query: ListQuery<typeof currencyOfferList> = {}, options: RequestOptions = {}) =>
      listPage(currencyOfferList, lazy('readCurrencyOfferPage'), query, options),

    listOrderDisputes: (query: OrderDisputeQuery = {}, options: RequestOptions = {}) =>
      listPage(orderDisputeList, lazy('readDisputeCasePage'), query, options),

    async getOrderDispute(id: Id, { signal }: RequestOptions = {}): Promise<DisputeCase> {
      const path = `/v2/order-disputes/${encodeId(id)}`
      return required(await request('GET', path, lazy('readDisputeCase'), { signal }))
    },

    /** How many records a list holds under `query`: one `per_page=1` request, reading only `meta.total`. */
    async countList<L extends ListDeclaration>(
      list: L,
      query: ListQuery<L> = {},
      { signal }: RequestOptions = {},
    ): Promise<number | null> {
      const params = buildListParams(list, { ...query, page: 1, per_page: 1 })
      return (await listRequest(list, lazy('readListTotal'), params, signal)).total
    },

    listPayments: (query: ListQuery<typeof paymentList> = {}, options: RequestOptions = {}) =>
      listPage(paymentList, lazy('readPaymentPage'), query, options),

    listPayouts: (query: ListQuery<typeof payoutList> = {}, options: RequestOptions = {}) =>
      listPage(payoutList, lazy('readPayoutPage'), query, options),

    async getBalance({ signal }: RequestOptions = {}): Promise<Balance> {
      return required(await request('GET', '/v2/payments/balance', lazy('readBalance'), { signal }))
    },

    async getCurrencyOffer(id: Id, { signal }: RequestOptions = {}): Promise<CurrencyOffer> {
      const path = `/v2/currency-offers/${encodeId(id)}`
      return required(await request('GET', path, lazy('readCurrencyOffer'), { signal }))
    },

    /**
     * Changes the fields given (only those: the others are not sent), the price as fixed-point text. Refused
     * before sending when a field is out of range or the offer was written to as often as the limit allows.
     */
    updateCurrencyOffer: guarded('updateCurrencyOffer'),

    /** `POST /v2/currency-offers/{id}/list|draft|archive`, no body; within the offer's write limit. */
    changeCurrencyOfferStatus: guarded('changeCurrencyOfferStatus'),

    /** One offer's orders, without `credentials` (the list reader does not read them). */
    listCurrencyOrders: (
      currencyOfferId: Id,
      query: ListQuery<typeof currencyOrderList> = {},
      { signal }: RequestOptions = {},
    ): Promise<ListPage<CurrencyOrderListItem>> => {
      const path = currencyOrderList.path.replace(':currencyOfferId', encodeId(currencyOfferId))
      return listRequest(currencyOrderList, lazy('readCurrencyOrderPage'), buildListParams(currencyOrderList, query), signal, path)
    },

    async getCurrencyOrder(id: Id, { signal }: RequestOptions = {}): Promise<CurrencyOrder> {
      const path = `/v2/currency-orders/${encodeId(id)}`
      return required(await request('GET', path, lazy('readCurrencyOrder'), { signal }))
    },

    /** `POST /v2/currency-orders/{id}/complete`, no body: the buyer is told the currency was delivered. */
    completeCurrencyOrder: guarded('completeCurrencyOrder'),

    async getGiftCardOrder(id: Id, { signal }: RequestOptions = {}): Promise<GiftCardOrder> {
      const path = `/v2/gift-card-orders/${encodeId(id)}`
      return required(await request('GET', path, lazy('readGiftCardOrder'), { signal }))
    },

    async listOtherOffers(currencyOfferId: Id, { signal }: RequestOptions = {}): Promise<ReadList<OtherOffer>> {
      const path = `/v2/currency-offers/${encodeId(currencyOfferId)}/other-offers`
      return required(await request('GET', path, lazy('readOtherOffers'), { signal }))
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
