import { describe, expect, it } from 'vitest'
import { answerMessageError, evidenceError, evidenceLinks } from '../../../src/api/dispute-answers'
import { readRecord } from '../../../src/api/read/record'
import { disputeCaseShape, type DisputeCase } from '../../../src/api/records/dispute-case'
import { answerShown } from '../../../src/features/disputes/answer-check'
import { payloadLines } from '../../../src/features/disputes/payload-summary'
import { waitingParty } from '../../../src/features/disputes/waiting-party'
import { liveDisputeCase, specDisputeEvent } from '../api/fixtures'

function readCase(changes: Record<string, unknown> = {}): DisputeCase {
  const dispute = readRecord(disputeCaseShape, { ...liveDisputeCase(), ...changes })
  if (!dispute) throw new Error('the fixture has no id')
  return dispute
}

describe('the answer forms’ checks', () => {
  it('reads the links one a line, blank lines left out', () => {
    expect(evidenceLinks(' https://a.example/1 \n\n\r\nhttps://a.example/2\n')).toEqual(['https://a.example/1', 'https://a.example/2'])
  })

  it('takes up to five http(s) links and says which one is wrong', () => {
    expect(evidenceError(['https://a.example/1', 'http://b.example/2.png'])).toBeNull()
    expect(evidenceError(Array.from({ length: 6 }, (_, i) => `https://a.example/${i}`))).toBe(
      'At most 5 evidence links can be sent; this is 6. Remove 1.',
    )
    expect(evidenceError(['https://a.example/1', 'javascript:alert(1)'])).toMatch(/^Link 2 .* is not a web address/)
    expect(evidenceError(['www.example.com/shot.png'])).toMatch(/^Link 1 /)
  })

  it('requires a counter’s message and counts it in code points', () => {
    expect(answerMessageError('  ', true)).toBe('Write a message to the buyer.')
    expect(answerMessageError('', false)).toBeNull()
    expect(answerMessageError('🙏'.repeat(1200), true)).toBeNull()
    expect(answerMessageError('🙏'.repeat(1201), false)).toMatch(/this is 1201/)
  })
})

describe('whom the case waits for', () => {
  it('names the side whose turn it is, with the deadline that runs', () => {
    expect(waitingParty(readCase({ status: 'waiting_for_seller', active_due_at: 1717400000 }))).toEqual({ party: 'seller', until: 1717400000 })
    expect(waitingParty(readCase({ status: 'waiting_for_buyer', active_due_at: null, buyer_response_due_at: 1717500000 }))).toEqual({
      party: 'buyer',
      until: 1717500000,
    })
    expect(waitingParty(readCase({ status: 'under_review', active_due_at: null }))).toEqual({ party: 'marketplace', until: null })
  })

  it('names nobody on a closed case, nor on a status it does not know', () => {
    expect(waitingParty(readCase({ status: 'waiting_for_seller', closed_at: 1717370000 }))).toBeNull()
    expect(waitingParty(readCase({ status: 'on_hold_by_support' }))).toBeNull()
  })
})

describe('whether a case read back shows an answer of unknown outcome', () => {
  const before = readCase({ status: 'waiting_for_seller', events: [{ ...specDisputeEvent(), id: 1 }] })
  const withEvent = (type: string, status: string) =>
    readCase({ status, events: [{ ...specDisputeEvent(), id: 1 }, { ...specDisputeEvent(), id: 2, type }] })

  it('applied: its event is new, or the case moved to the state the answer leads to', () => {
    expect(answerShown('counter', withEvent('seller_countered', 'waiting_for_seller'), before)).toBe('applied')
    expect(answerShown('escalate', readCase({ status: 'under_review' }), before)).toBe('applied')
  })

  it('not applied: nothing new and the same state; unknown without the case as it was', () => {
    expect(answerShown('counter', before, before)).toBe('not-applied')
    expect(answerShown('escalate', readCase({ status: 'under_review' }), null)).toBe('unknown')
  })
})

describe('a counter in the timeline', () => {
  it('says a known resolution in words and shows an unknown one as sent', () => {
    expect(payloadLines({ counter_resolution: 'partial_refund' })).toEqual([{ label: 'Counter resolution', text: 'Partial refund' }])
    expect(payloadLines({ counter_resolution: 'bonus_item' })).toEqual([{ label: 'Counter resolution', text: 'bonus_item' }])
  })
})
