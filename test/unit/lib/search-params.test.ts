import { describe, expect, it } from 'vitest'
import { oneOf, optionalBoolean, searchValidator, wholeNumber, withDefault } from '../../../src/lib/search-params'

const search = searchValidator<Record<string, unknown>, Record<string, unknown>>({
  sort: withDefault(oneOf(['id', '-id']), '-id'),
  page: withDefault(wholeNumber(1, 100), 1),
  expired: optionalBoolean,
})

describe('a route search read without a schema library', () => {
  it('keeps what fits and gives the defaults for what is missing', () => {
    expect(search.parse({ sort: 'id', page: 3, expired: true })).toEqual({ sort: 'id', page: 3, expired: true })
    expect(search.parse({})).toStrictEqual({ sort: '-id', page: 1 })
    expect(search.parse(null)).toStrictEqual({ sort: '-id', page: 1 })
  })

  it('falls back quietly on what does not fit, and drops keys it does not know', () => {
    expect(search.parse({ sort: 'title', page: 1.5, other: 'x' })).toStrictEqual({ sort: '-id', page: 1 })
    expect(search.parse({ page: 101 }).page).toBe(1)
    expect(search.parse({ page: '3' }).page).toBe(1)
  })

  it('sets a key the URL has but that does not fit to undefined, so the router drops it from the URL', () => {
    const parsed = search.parse({ expired: 'yes' })
    expect(parsed).toHaveProperty('expired', undefined)
  })
})
