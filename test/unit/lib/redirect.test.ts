import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../../src/lib/redirect'

describe('safeRedirect', () => {
  it.each([
    ['/gift-card-orders?page=2', '/gift-card-orders?page=2'],
    ['/account-orders/1001', '/account-orders/1001'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/sign-in?redirect=/x', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })
})
