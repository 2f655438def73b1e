import { describe, expect, it } from 'vitest'
import { payloadLines, valueText } from '../../../src/features/disputes/payload-summary'

describe('dispute event payload summary', () => {
  it('gives one readable line per member, humanizing codes', () => {
    expect(
      payloadLines({ reason: 'credentials_not_working', preferred_resolution: 'refund', message: 'Hi there_you' }),
    ).toEqual([
      { label: 'Reason', text: 'Credentials not working' },
      { label: 'Preferred resolution', text: 'refund' },
      { label: 'Message', text: 'Hi there_you' },
    ])
  })

  it('writes nested values as text, never as markup or [object Object]', () => {
    expect(valueText(['a', 'b'])).toBe('a, b')
    expect(valueText({ amount: '20.00', items: [1, 2], note: null, ok: true })).toBe(
      '{amount: 20.00, items: [1, 2], note: none, ok: Yes}',
    )
    expect(valueText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
  })

  it('reads an empty payload (PHP sends [] for an empty map) as no lines', () => {
    expect(payloadLines({})).toEqual([])
  })
})
