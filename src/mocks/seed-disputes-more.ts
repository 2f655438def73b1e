import { OPEN, SELLER, event } from './seed-disputes'
import type { AccountOrderRecord, DisputeCaseRecord, UserRecord } from './types'
import { DAY, HOUR } from './values'

const HOURS = { seller_response_hours: 48, buyer_response_hours: 72 } as const

/**
 * Cases 7005 to 7008 of the generated orders (see GENERATED_DISPUTES), relative to `now` like 7001 to 7004: 7005
 * waits for the seller and its deadline passed 12 hours ago, 7006 waits for the seller with 40 hours left,
 * 7007 was escalated and is under review, 7008 was closed by the marketplace without a refund.
 */
export function seedMoreDisputeCases(now: number, orders: readonly AccountOrderRecord[]): DisputeCaseRecord[] {
  const ago = (seconds: number) => now - seconds
  const orderOf = (caseId: number): AccountOrderRecord => {
    const found = orders.find((order) => order.dispute_case_id === caseId)
    if (!found) throw new Error(`no order for dispute case ${caseId}`)
    return found
  }
  const buyerOf = (caseId: number): UserRecord => orderOf(caseId).buyer
  const base = (id: number, created: number) => ({
    ...OPEN,
    ...HOURS,
    id,
    orderable_id: orderOf(id).id,
    buyer_id: buyerOf(id).id,
    seller_response_due_at: created + 48 * HOUR,
    buyer_response_due_at: null,
    created_at: created,
  })

  const created7005 = ago(60 * HOUR)
  const created7006 = ago(8 * HOUR)
  const created7007 = ago(6 * DAY)
  const created7008 = ago(9 * DAY)
  return [
    {
      ...base(7005, created7005),
      status: 'waiting_for_seller',
      reason: 'account_banned',
      preferred_resolution: 'refund',
      explanation: 'The account was banned two days after I got it.',
      preferred_resolution_note: null,
      active_due_at: created7005 + 48 * HOUR,
      is_active_deadline_expired: true,
      updated_at: created7005,
      events: [event(70051, 'dispute_created', buyerOf(7005), { reason: 'account_banned' }, [], created7005)],
    },
    {
      ...base(7006, created7006),
      status: 'waiting_for_seller',
      reason: 'credentials_not_working',
      preferred_resolution: 'replacement',
      explanation: 'The password was changed before I could log in.',
      preferred_resolution_note: 'Send me working credentials and I will close the dispute.',
      active_due_at: created7006 + 48 * HOUR,
      is_active_deadline_expired: false,
      updated_at: ago(7 * HOUR),
      events: [
        event(70061, 'dispute_created', buyerOf(7006), { reason: 'credentials_not_working' }, [], created7006),
        event(70062, 'buyer_message', buyerOf(7006), { message: 'Still waiting for new credentials.' }, [], ago(7 * HOUR)),
      ],
    },
    {
      ...base(7007, created7007),
      status: 'under_review',
      reason: 'item_not_as_described',
      preferred_resolution: 'partial_refund',
      explanation: 'Two of the listed skins are missing.',
      preferred_resolution_note: 'Refund 15 EUR.',
      active_due_at: null,
      is_active_deadline_expired: false,
      locked_at: ago(3 * DAY),
      updated_at: ago(3 * DAY),
      events: [
        event(70071, 'dispute_created', buyerOf(7007), { reason: 'item_not_as_described' }, [
          'https://images.example.com/disputes/7007/skins-list.png',
        ], created7007),
        event(70072, 'seller_message', SELLER, { message: 'Both skins are in the second loadout.' }, [
          'https://images.example.com/disputes/7007/second-loadout.mp4',
        ], ago(5 * DAY)),
        event(70073, 'dispute_escalated', buyerOf(7007), { escalation_reason: 'buyer_requested' }, [], ago(3 * DAY)),
      ],
    },
    {
      ...base(7008, created7008),
      status: 'closed',
      reason: 'other',
      preferred_resolution: 'refund',
      explanation: 'I changed my mind.',
      preferred_resolution_note: null,
      outcome: 'no_refund',
      closure_reason: 'decided_by_marketplace',
      active_due_at: null,
      is_active_deadline_expired: false,
      locked_at: ago(7 * DAY),
      closed_at: ago(5 * DAY),
      updated_at: ago(5 * DAY),
      events: [
        event(70081, 'dispute_created', buyerOf(7008), { reason: 'other' }, [], created7008),
        event(70082, 'dispute_escalated', SELLER, {}, [], ago(7 * DAY)),
        event(70083, 'dispute_closed', null, { outcome: 'no_refund' }, [], ago(5 * DAY)),
      ],
    },
  ]
}
