import { describe, expect, it } from 'vitest'
import { safeHttpUrl } from '../../../src/lib/safe-url'

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/')
  })

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'ftp://x/y', '', null, 42])(
    'refuses %s',
    (value) => {
      expect(safeHttpUrl(value)).toBeNull()
    },
  )
})
