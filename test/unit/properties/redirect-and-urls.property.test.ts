import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../../src/lib/redirect'
import { safeHttpUrl } from '../../../src/lib/safe-url'

const APP = 'https://seller.example'
const RUNS = { numRuns: 500 }

/** Strings built from the characters that make URLs tricky, and arbitrary ones. */
const urlish = fc.oneof(
  fc.string({ unit: fc.constantFrom('/', '\\', ':', '.', '@', '%', '?', '#', '\t', '\n', '\r', ' ', '\0', 'a', 'e', 'v', 'l', 's', 'i', 'g', 'n', '-') }),
  fc.string({ unit: 'binary' }),
  fc.webUrl(),
  fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`),
  fc.constantFrom('//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '/sign-in', '\\\\evil.example'),
)

describe('safeRedirect, for any string', () => {
  it('never throws, and only ever leads to a page of the app itself, never back to sign-in', () => {
    fc.assert(
      fc.property(fc.option(urlish, { nil: undefined }), (value) => {
        const result = safeRedirect(value)
        expect(result.startsWith('/')).toBe(true)
        const resolved = new URL(result, APP)
        expect(resolved.origin).toBe(APP)
        expect(resolved.pathname.startsWith('/sign-in')).toBe(false)
      }),
      RUNS,
    )
  })

  it('keeps an ordinary path of the app as it is', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const value = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
        fc.pre(!value.startsWith('/sign-in') && !value.startsWith('//'))
        expect(safeRedirect(value)).toBe(value)
      }),
      RUNS,
    )
  })
})

describe('safeHttpUrl, for any value', () => {
  it('never throws, and returns only absolute http or https URLs', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, fc.anything()), (value) => {
        const result = safeHttpUrl(value)
        if (result === null) return
        expect(['http:', 'https:']).toContain(new URL(result).protocol)
      }),
      RUNS,
    )
  })

  it('accepts every web URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeHttpUrl(url)).toBe(new URL(url).href)
      }),
      RUNS,
    )
  })
})
