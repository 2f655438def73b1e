import { describe, expect, it } from 'vitest'
import { inlineText, parameterShape, scalarText } from '../../../src/features/account-orders/parameter-value'

describe('parameter values', () => {
  it('reads scalars as words', () => {
    expect(scalarText(true)).toBe('Yes')
    expect(scalarText(false)).toBe('No')
    expect(scalarText(null)).toBe('None')
    expect(scalarText('')).toBe('(empty)')
    expect(scalarText(1200000000)).toBe('1,200,000,000')
    expect(scalarText('EUW')).toBe('EUW')
  })

  it('shows a list of scalars as "a, b, c" and an empty list or map as none', () => {
    expect(parameterShape(['PC', 'PlayStation', 3])).toEqual({ kind: 'text', text: 'PC, PlayStation, 3' })
    expect(parameterShape([])).toEqual({ kind: 'text', text: 'None' })
    expect(parameterShape({})).toEqual({ kind: 'text', text: 'None' })
  })

  it('nests maps and lists of maps', () => {
    expect(parameterShape({ tier: 'Diamond', lp: 47 })).toEqual({
      kind: 'map',
      entries: [
        ['tier', 'Diamond'],
        ['lp', 47],
      ],
    })
    expect(parameterShape([{ a: 1 }, 'x'])).toEqual({ kind: 'list', items: [{ a: 1 }, 'x'] })
  })

  it('turns anything nested too deeply into one line of text instead of recursing forever', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 20; i++) deep = { level: deep }
    expect(parameterShape(deep, 6)).toEqual({ kind: 'text', text: expect.stringContaining('level: {level:') })
    expect(inlineText({ a: [1, { b: null }] })).toBe('{a: [1, {b: None}]}')
  })
})
