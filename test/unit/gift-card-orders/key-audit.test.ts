import { describe, expect, it } from 'vitest'
import { giftCardOrderSchema } from '../api/strict-readers'
import { auditKeys, auditSentence, durationText } from '../../../src/features/gift-card-orders/key-audit/key-audit'
import { buildGiftCardOrder } from '../../../src/mocks/factories'

const CREATED = 1_700_000_000

function order(reveals: (number | null)[], overrides: Parameters<typeof buildGiftCardOrder>[0] = {}) {
  const keys = reveals.map((after, index) => ({
    id: index + 1,
    gift_card_order_id: 1,
    key: `KEY-${index}`,
    type: null,
    created_at: CREATED,
    revealed_at: after === null ? null : CREATED + after,
  }))
  return giftCardOrderSchema.parse({ ...buildGiftCardOrder({ created_at: CREATED, ...overrides }), keys })
}

describe('key delivery audit', () => {
  it('counts revealed keys and times the first reveal from the purchase', () => {
    const audit = auditKeys(order([null, 600, 240, null, 3600]))
    expect(audit).toEqual({ total: 5, revealed: 3, firstAfterSeconds: 240, refundedWithReveals: false })
    expect(auditSentence(audit)).toBe('3 of 5 keys revealed; the first 4 minutes after purchase.')
  })

  it('says when nothing was revealed or delivered', () => {
    expect(auditSentence(auditKeys(order([null, null])))).toBe('None of the 2 keys revealed by the buyer yet.')
    expect(auditSentence(auditKeys(order([])))).toBe('No keys delivered yet.')
    expect(auditSentence(auditKeys(order([30])))).toBe('1 of 1 key revealed; the first less than a minute after purchase.')
  })

  it('flags a refunded order whose keys were revealed, and only that', () => {
    expect(auditKeys(order([60], { status: 'refunded', refunded_at: CREATED + 7200 })).refundedWithReveals).toBe(true)
    expect(auditKeys(order([60], { status: 'delivered', refunded_at: CREATED + 7200 })).refundedWithReveals).toBe(true)
    expect(auditKeys(order([null], { status: 'refunded', refunded_at: CREATED + 7200 })).refundedWithReveals).toBe(false)
    expect(auditKeys(order([60])).refundedWithReveals).toBe(false)
  })

  it('writes durations in words', () => {
    expect(durationText(59)).toBe('less than a minute')
    expect(durationText(60)).toBe('1 minute')
    expect(durationText(2 * 3600 + 5 * 60)).toBe('2 hours 5 minutes')
    expect(durationText(3600)).toBe('1 hour')
    expect(durationText(3 * 86400 + 3600)).toBe('3 days 1 hour')
    expect(durationText(86400)).toBe('1 day')
  })
})
