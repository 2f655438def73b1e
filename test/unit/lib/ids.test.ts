import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { idParams, lookupIdError, parseId } from '../../../src/lib/ids'

describe('ids', () => {
  it('reads an id written plainly, and nothing else', () => {
    expect(parseId('1001')).toBe(1001)
    expect(parseId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
    for (const text of ['', '0', '01', '-1', '1e3', '1.0', ' 1', 'abc', '１２３', '9007199254740993', '1/../x']) {
      expect(parseId(text), text).toBeNull()
    }
    expect(lookupIdError(' 1001 ')).toBeNull()
    expect(lookupIdError('1e3')).toBe('An id is a whole number such as 1001.')
  })

  it('gives a route its id as a number, and a link its text; an address that names no id is not found', () => {
    const params = idParams('accountOrderId')
    expect(params.parse({ accountOrderId: '1003' })).toEqual({ accountOrderId: 1003 })
    expect(params.stringify({ accountOrderId: 1003 })).toEqual({ accountOrderId: '1003' })
    for (const text of ['abc', '01', '1e3', '0']) {
      let thrown: unknown
      try {
        params.parse({ accountOrderId: text })
      } catch (error) {
        thrown = error
      }
      expect(isNotFound(thrown), text).toBe(true)
    }
  })
})
