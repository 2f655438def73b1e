import { describe, expect, it } from 'vitest'
import { formatCount, formatDateTime, formatDuration, formatFact, formatMoney, formatRelative, formatYesNo, humanize, toIsoUtc } from '../../../src/lib/format'
import { codePointLength } from '../../../src/lib/text'

describe('formatMoney', () => {
  it('formats decimal strings exactly, without binary rounding', () => {
    expect(formatMoney('12.50', 'EUR')).toMatch(/12\.50/)
    expect(formatMoney('0.30000000000000001', 'EUR')).toMatch(/0\.30000000000000001/)
    expect(formatMoney('9007199254740993.10', 'USD')).toMatch(/9,007,199,254,740,993\.10/)
  })
})

describe('formatDateTime', () => {
  it('keeps a time and its AM or PM on one line, and may wrap after the date', () => {
    // The tests run in en-US, a locale with AM and PM.
    const text = formatDateTime(Date.UTC(2026, 10, 18, 12) / 1000)
    expect(text).toMatch(/^Nov 18, 2026, \d+:00\u00a0[AP]M$/)
  })
})

describe('formatRelative', () => {
  const now = Date.UTC(2026, 0, 10, 12) // ms
  it('speaks of the future and the past', () => {
    expect(formatRelative(now / 1000 + 5 * 3600, now)).toMatch(/in 5 hr/)
    expect(formatRelative(now / 1000 - 2 * 86400, now)).toMatch(/2 days ago/)
    expect(formatRelative(now / 1000 + 10, now)).toMatch(/now/)
  })
})

describe('small formatters', () => {
  it('formats durations, ISO dates, labels and code point lengths', () => {
    expect(formatDuration(2 * 86400 + 3 * 3600)).toBe('2 d 3 h')
    expect(formatDuration(5 * 3600 + 600)).toBe('5 h 10 min')
    expect(formatDuration(-4)).toBe('0 s')
    expect(toIsoUtc(0)).toBe('1970-01-01T00:00:00.000Z')
    expect(humanize('in_delivery')).toBe('In delivery')
    expect(codePointLength('a😀b')).toBe(3)
    expect('😀'.length).toBe(2)
  })
})

describe('counts and facts in words', () => {
  it('puts a count’s noun in the right number', () => {
    expect(formatCount(1, 'offer')).toBe('1 offer')
    expect(formatCount(0, 'offer')).toBe('0 offers')
    expect(formatCount(1204, 'credential was', 'credentials were')).toBe('1,204 credentials were')
  })

  it('says Yes or No, and a free-form value in words', () => {
    expect([formatYesNo(true), formatYesNo(false)]).toEqual(['Yes', 'No'])
    expect(formatFact(true)).toBe('Yes')
    expect(formatFact(['EU', false, 3])).toBe('EU, No, 3')
    expect(formatFact({ tier: 'Diamond' })).toBe('{"tier":"Diamond"}')
    expect(formatFact(null)).toBe('Not set')
  })
})
