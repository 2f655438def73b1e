import { http, HttpResponse, type JsonBodyType } from 'msw'
import { expect } from 'vitest'
import { createApiClient, type ApiClient, type ApiClientOptions, type Id } from '../../../src/api/client'
import { ApiError } from '../../../src/lib/api-error'
import { server } from '../../../src/mocks/node'
import { specAccountOrder, specDisputeCase, specGiftCardOrder, specOtherOffer, TOKEN } from './fixtures'

export function makeClient(options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({ getToken: () => TOKEN, ...options })
}

/** What reached the network, read while the handler ran. */
export interface SeenRequest {
  method: string
  url: URL
  headers: Headers
  body: string
}

type Respond = (request: Request) => Response | Promise<Response>

async function snapshot(request: Request): Promise<SeenRequest> {
  return {
    method: request.method,
    url: new URL(request.url),
    headers: new Headers(request.headers),
    body: await request.clone().text(),
  }
}

/** Answers every request, whatever its method, origin and path, and records it. */
export function answerAll(respond: Respond = () => HttpResponse.json({})): SeenRequest[] {
  const seen: SeenRequest[] = []
  server.use(
    http.all('*', async ({ request }) => {
      seen.push(await snapshot(request))
      return respond(request)
    }),
  )
  return seen
}

/** Answers one method and path (an MSW path pattern) and records what matched. */
export function answer(method: 'get' | 'patch' | 'post', path: string, respond: Respond): SeenRequest[] {
  const seen: SeenRequest[] = []
  server.use(
    http[method](path, async ({ request }) => {
      seen.push(await snapshot(request))
      return respond(request)
    }),
  )
  return seen
}

/** A fetch that passes every call on to the real global fetch (and so to MSW), keeping a record of it. */
export function recordingFetch() {
  const calls: { input: RequestInfo | URL; init: RequestInit | undefined }[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push({ input, init })
    return globalThis.fetch(input, init)
  }
  return { calls, fetch }
}

/** The ApiError a call fails with; fails the test if the call succeeds or throws anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  let outcome: unknown
  try {
    outcome = await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error(`Expected the call to fail, but it returned ${JSON.stringify(outcome)}`)
}

/** The five operations that take an id in the path, with a valid answer for each. */
export interface IdOperation {
  name: string
  method: 'GET' | 'PATCH' | 'POST'
  path: (encodedId: string) => string
  call: (client: ApiClient, id: Id) => Promise<unknown>
  ok: () => JsonBodyType
}

export const idOperations: IdOperation[] = [
  {
    name: 'getAccountOrder',
    method: 'GET',
    path: (id) => `/v2/account-orders/${id}`,
    call: (client, id) => client.getAccountOrder(id),
    ok: () => ({ data: specAccountOrder() }),
  },
  {
    name: 'updateAccountOrderCredentials',
    method: 'PATCH',
    path: (id) => `/v2/account-orders/${id}/credentials`,
    call: (client, id) => client.updateAccountOrderCredentials(id, 'login: nightowl_eu\npassword: Tr0ub4dor&3'),
    ok: () => ({ data: specAccountOrder(), message: 'Credentials updated.', warning: null }),
  },
  {
    name: 'acceptOrderDispute',
    method: 'POST',
    path: (id) => `/v2/order-disputes/${id}/accept`,
    call: (client, id) => client.acceptOrderDispute(id, 'Sorry, refunding you now.'),
    ok: () => ({ data: specDisputeCase(), message: 'The dispute was accepted.' }),
  },
  {
    name: 'getOrderDispute',
    method: 'GET',
    path: (id) => `/v2/order-disputes/${id}`,
    call: (client, id) => client.getOrderDispute(id),
    ok: () => ({ data: specDisputeCase() }),
  },
  {
    name: 'getGiftCardOrder',
    method: 'GET',
    path: (id) => `/v2/gift-card-orders/${id}`,
    call: (client, id) => client.getGiftCardOrder(id),
    ok: () => ({ data: specGiftCardOrder() }),
  },
  {
    name: 'listOtherOffers',
    method: 'GET',
    path: (id) => `/v2/currency-offers/${id}/other-offers`,
    call: (client, id) => client.listOtherOffers(id),
    ok: () => ({ data: [specOtherOffer()] }),
  },
]
