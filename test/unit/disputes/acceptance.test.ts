import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRecord } from '../../../src/api/read/record'
import { disputeCaseShape, type DisputeCase } from '../../../src/api/records/dispute-case'
import { acceptDecision, acceptanceShown, orderAcceptDecision } from '../../../src/features/disputes/acceptance'
import { liveDisputeCase, specDisputeEvent } from '../api/fixtures'

/** A case as the dashboard reads it from a live answer, with `changes` to the raw JSON. */
function readCase(changes: Record<string, unknown> = {}): DisputeCase {
  const dispute = readRecord(disputeCaseShape, { ...liveDisputeCase(), ...changes })
  if (!dispute) throw new Error('the fixture has no id')
  return dispute
}

const OFFERED = { kind: 'offered', note: null }
const event = (type: string) => ({ ...specDisputeEvent(), type })

describe('whether accepting is offered', () => {
  it('offers a case waiting for the seller that carries locked_at, as live cases may from their opening', () => {
    expect(acceptDecision(readCase({ locked_at: 1717351000 }))).toEqual(OFFERED)
  })

  it.each(['waiting_for_buyer', 'under_review', 'escalated', 'some_status_from_a_newer_server', null])(
    'offers a case whose status is %s: only the server can say no',
    (status) => expect(acceptDecision(readCase({ status, locked_at: 1717360000 }))).toEqual(OFFERED),
  )

  it('says why a case with closed_at set cannot be accepted, whatever its status says', () => {
    expect(acceptDecision(readCase({ closed_at: 1717370000 }))).toEqual({
      kind: 'closed',
      reason: 'The case is closed, so it can no longer be accepted, countered or escalated.',
    })
  })

  it.each([
    ['closed', 'The case is closed, so it can no longer be accepted, countered or escalated.'],
    ['resolved', 'The case is resolved, so it can no longer be accepted, countered or escalated.'],
  ])('says why a case whose status is %s cannot be accepted', (status, reason) => {
    expect(acceptDecision(readCase({ status }))).toEqual({ kind: 'closed', reason })
  })

  it('offers a case whose closed_at or status cannot be read, and says the server decides', () => {
    for (const changes of [{ closed_at: 'soon' }, { status: 42 }]) {
      expect(acceptDecision(readCase(changes))).toEqual({
        kind: 'offered',
        note: 'Whether the case is still open could not be read: the server decides when you accept.',
      })
    }
    expect(acceptDecision(readCase({ locked_at: 'yes' }))).toEqual(OFFERED)
  })

  it('offers a case whose events show the seller accepted, saying so: the server decides whether it takes it again', () => {
    const forwarded = readCase({ status: 'under_review', events: [event('dispute_created'), event('seller_accepted')] })
    expect(acceptDecision(forwarded)).toEqual({
      kind: 'offered',
      note: 'Its events show that you accepted it already: the server decides whether it takes it again.',
    })
  })

  it('never depends on locked_at, deadlines or their expiry', () => {
    const timestamp = fc.option(fc.integer({ min: 1, max: 2_000_000_000 }), { nil: null })
    fc.assert(
      fc.property(
        fc.constantFrom('waiting_for_seller', 'waiting_for_buyer', 'under_review', 'closed', 'resolved', null),
        fc.option(fc.integer({ min: 1, max: 2_000_000_000 }), { nil: null }),
        timestamp,
        timestamp,
        fc.boolean(),
        (status, closedAt, lockedAt, dueAt, expired) => {
          const plain = acceptDecision(readCase({ status, closed_at: closedAt }))
          const withTimes = readCase({
            status,
            closed_at: closedAt,
            locked_at: lockedAt,
            active_due_at: dueAt,
            seller_response_due_at: dueAt,
            is_active_deadline_expired: expired,
          })
          expect(acceptDecision(withTimes)).toEqual(plain)
          expect(plain.kind === 'closed').toBe(closedAt !== null || status === 'closed' || status === 'resolved')
        },
      ),
    )
  })
})

describe('the order page’s decision, whenever its case arrives', () => {
  it('is pending while the case is on its way, and then the case’s own, whatever the order says', () => {
    expect(orderAcceptDecision({ dispute: null, pending: true, refunded: false })).toEqual({ kind: 'checking' })
    expect(orderAcceptDecision({ dispute: null, pending: true, refunded: true })).toEqual({ kind: 'checking' })
    const closed = readCase({ status: 'closed', closed_at: 1717370000 })
    expect(orderAcceptDecision({ dispute: closed, pending: false, refunded: false })).toEqual(acceptDecision(closed))
    expect(orderAcceptDecision({ dispute: readCase(), pending: false, refunded: true })).toEqual(OFFERED)
  })

  it('leaves a case that could not be read to the server, saying what a refund on the order may mean', () => {
    expect(orderAcceptDecision({ dispute: null, pending: false, refunded: false })).toEqual(OFFERED)
    expect(orderAcceptDecision({ dispute: null, pending: false, refunded: true })).toEqual({
      kind: 'offered',
      note: 'The order shows a refund, which may mean the dispute is settled: the server decides when you accept.',
    })
  })
})

describe('whether a case read back after an accept of unknown outcome shows it', () => {
  const waiting = readCase({ locked_at: 1717351000 })

  it('goes by the seller_accepted event', () => {
    expect(acceptanceShown(readCase({ events: [event('dispute_created'), event('seller_accepted')] }), waiting)).toBe(
      'applied',
    )
  })

  it('goes by a change of status or a closing, never by locked_at', () => {
    expect(acceptanceShown(readCase({ status: 'under_review' }), waiting)).toBe('applied')
    expect(acceptanceShown(readCase({ closed_at: 1717370000 }), waiting)).toBe('applied')
    expect(acceptanceShown(readCase({ locked_at: 1717999999 }), waiting)).toBe('not-applied')
    expect(acceptanceShown(readCase({ locked_at: 1717999999 }), readCase())).toBe('not-applied')
  })

  it('cannot tell when neither a status nor an event says anything', () => {
    const quiet = readCase({ status: null, events: [] })
    expect(acceptanceShown(quiet, quiet)).toBe('unknown')
    expect(acceptanceShown(readCase({ status: 'under_review' }), null)).toBe('unknown')
    expect(acceptanceShown(waiting, null)).toBe('not-applied')
  })
})
