import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_DELIVERY_CHOICES,
  MY_PRICE_MAX_LENGTH,
  OFFERS_SORTS,
  otherOffersSearchSchema,
} from '../../../src/features/currency-offers/search'
import { accountOrderList, currencyOfferList, giftCardOrderList, orderDisputeList } from '../../../src/api/lists'
import { normalizeIdList, parseDateFilter } from '../../../src/lib/list-filter-values'
import { listSearchSchema, type ListDefinition } from '../../../src/lib/list-search'

const RUNS = { numRuns: 400 }

/** Values a URL can carry once the router has read it: any JSON, and the edge cases of numbers and text. */
const urlValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0, -1, 1.5, 2 ** 53, 1e300, '', ' ', '0', '01', '1e3', '١٢', '１２'),
  fc.integer(),
  fc.double(),
  fc.stringMatching(/^[0-9, ]{0,30}$/),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})?$/),
)

function searchInput(keys: readonly string[], valid: fc.Arbitrary<unknown>) {
  return fc.dictionary(fc.constantFrom(...keys, 'unknown', '__proto__', 'constructor'), fc.oneof(urlValue, valid), {
    maxKeys: keys.length,
  })
}

/** A raw query string, the way a link or a typing seller could write one. */
const rawQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('search', 'status', 'sort', 'page', 'per_page', 'gift_card_id', 'created_at', 'my_price', 'my_unit', 'in_stock', 'max_delivery'), fc.string()),
      fc.oneof(fc.string(), fc.constantFrom('%', '%E0%A4%A', '%22', '"1"', '{"a":1}', '[1,2]', 'null', 'true', '1e999')),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`)

/** Parsing what the app itself writes into the URL gives the same search back. */
function roundTrips<T>(parse: (input: unknown) => T, search: T) {
  expect(parse(search)).toEqual(search)
  expect(parse(defaultParseSearch(defaultStringifySearch(search as Record<string, unknown>)))).toEqual(search)
}

/** No input throws, every result is valid, and it survives a trip through the URL: as values, and as raw text. */
function itParsesAnyInput<T>(
  keys: readonly string[],
  valid: fc.Arbitrary<unknown>,
  parse: (input: unknown) => T,
  expectWellFormed: (search: T) => void,
) {
  it('never throws on any values, and always yields a valid search that survives the URL', () => {
    fc.assert(
      fc.property(searchInput(keys, valid), (input) => {
        const search = parse(input)
        expectWellFormed(search)
        roundTrips(parse, search)
      }),
      RUNS,
    )
  })

  it('never throws on any query string the router reads', () => {
    fc.assert(
      fc.property(rawQuery, (query) => {
        const search = parse(defaultParseSearch(query))
        expectWellFormed(search)
        roundTrips(parse, search)
      }),
      RUNS,
    )
  })
}

const LISTS: [string, ListDefinition][] = [
  ['gift card orders', giftCardOrderList],
  ['account orders', accountOrderList],
  ['order disputes', orderDisputeList],
  ['currency offers', currencyOfferList],
]

describe.each(LISTS)('%s search from the URL', (_, list) => {
  const keys = [...list.filters.map((filter) => filter.name), 'sort', 'page', 'per_page']
  const schema = listSearchSchema(list)
  const parse = (input: unknown) => schema.parse(input) as Record<string, unknown> & { sort: string; page: number; per_page: number }
  const enumValues = list.filters.flatMap((filter) => filter.values ?? [])
  const valid = fc.oneof(fc.constantFrom(...list.sorts, ...enumValues, '1', '0'), fc.integer({ min: 0, max: 60 }))

  function expectWellFormed(search: ReturnType<typeof parse>) {
    expect(Object.keys(search).every((key) => keys.includes(key))).toBe(true)
    expect(list.sorts).toContain(search.sort)
    expect(Number.isSafeInteger(search.page) && search.page >= 1).toBe(true)
    expect(Number.isInteger(search.per_page) && search.per_page >= 1 && search.per_page <= list.maxPerPage).toBe(true)
    for (const filter of list.filters) {
      const value = search[filter.name]
      if (value === undefined) continue
      const text = String(value)
      switch (filter.kind) {
        case 'enum':
          expect(filter.values).toContain(value)
          break
        case 'flag':
          expect([0, 1]).toContain(value)
          break
        case 'search':
          expect(text.trim()).toBe(text)
          expect(text.length).toBeGreaterThan(0)
          expect(text.length).toBeLessThanOrEqual(100)
          break
        case 'ids':
          expect(normalizeIdList(text)).toBe(text)
          break
        case 'date':
          expect(parseDateFilter(text)).not.toBeNull()
          break
      }
    }
  }

  itParsesAnyInput(keys, valid, parse, expectWellFormed)
})

describe('competing offers search from the URL', () => {
  const keys = ['sort', 'in_stock', 'max_delivery', 'my_price', 'my_unit']
  const parse = (input: unknown) => otherOffersSearchSchema.parse(input)
  const valid = fc.oneof(fc.constantFrom(...OFFERS_SORTS, ...MAX_DELIVERY_CHOICES, true, false), fc.integer({ min: 1, max: 1e6 }))

  function expectWellFormed(search: ReturnType<typeof parse>) {
    expect(Object.keys(search).every((key) => keys.includes(key))).toBe(true)
    expect(OFFERS_SORTS).toContain(search.sort)
    expect(typeof search.in_stock).toBe('boolean')
    if (search.max_delivery !== undefined) expect(MAX_DELIVERY_CHOICES).toContain(search.max_delivery)
    if (search.my_price !== undefined) {
      expect(typeof search.my_price).toBe('string')
      expect(search.my_price.length).toBeLessThanOrEqual(MY_PRICE_MAX_LENGTH)
    }
    if (search.my_unit !== undefined) expect(Number.isSafeInteger(search.my_unit) && search.my_unit >= 1).toBe(true)
  }

  itParsesAnyInput(keys, valid, parse, expectWellFormed)
})
