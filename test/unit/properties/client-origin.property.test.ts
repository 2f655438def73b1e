import fc from 'fast-check'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/lib/api-error'
import { specGiftCardOrder, specLinks, specMeta, TOKEN } from '../api/fixtures'
import { answerAll, idOperations, makeClient } from '../api/helpers'

const API = 'https://api.market.example'

/** Ids a link or a typing seller could bring: anything, and the ones made to escape a path or an origin. */
const anyId = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('/', '\\', '.', '%', '?', '#', '@', ':', 'e', 'v', 'i', 'l', '2', 'f') }),
  fc.constantFrom('..', '.', '%2e%2e', '../../gift-card-orders', '//evil.example', 'https://evil.example/x', '@evil.example', '1?x=1', '1#x'),
  fc.integer(),
)

describe('the client sends the token to the API origin only, whatever the id', () => {
  for (const operation of idOperations) {
    it(`${operation.name}: every request stays inside its operation on the API's origin, or is refused`, async () => {
      const seen = answerAll(() => HttpResponse.json(operation.ok()))
      await fc.assert(
        fc.asyncProperty(anyId, async (id) => {
          seen.length = 0
          try {
            await operation.call(makeClient({ baseUrl: API }), id)
          } catch (error) {
            // Refused before sending ("not a valid id"), or an answer it could not use: nothing leaked.
            expect(error).toBeInstanceOf(ApiError)
          }
          for (const request of seen) {
            expect(request.url.origin).toBe(API)
            expect(request.url.pathname).toBe(operation.path(encodeURIComponent(String(id))))
            expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
          }
        }),
        { numRuns: 60 },
      )
    })
  }

  it('never follows the links of a list page: the next page is asked of the API origin by number', async () => {
    const evil = 'https://evil.example/v2/gift-card-orders?page=2'
    const seen = answerAll(() =>
      HttpResponse.json({
        data: [specGiftCardOrder()],
        meta: specMeta(),
        links: { ...specLinks(), first: evil, next: evil, last: evil },
      }),
    )
    const client = makeClient({ baseUrl: API })
    const page = await client.listGiftCardOrders({ page: 1 })
    expect(page.links.next).toBe(evil)
    await client.listGiftCardOrders({ page: 2 })
    expect(seen.map((request) => request.url.origin)).toEqual([API, API])
    expect(seen.map((request) => request.url.search)).toEqual(['?page=1', '?page=2'])
  })
})
