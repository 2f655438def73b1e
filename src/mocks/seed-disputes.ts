import type { DisputeCaseRecord, DisputeEventRecord, UserRecord } from './types'
import { DAY, HOUR, MINUTE } from './values'

/** The seller behind the demo token. */
export const SELLER: UserRecord = { id: 9001, username: 'EmberTrade' }

/** Evidence URLs of case 7001 that the UI must not turn into links. */
export const UNSAFE_EVIDENCE_URLS = ['javascript:alert(1)']

export function event(
  id: number,
  type: string,
  actor: UserRecord | null,
  payload: DisputeEventRecord['payload'],
  evidence_urls: string[],
  created_at: number,
): DisputeEventRecord {
  return { id, type, actor_id: actor?.id ?? null, actor_username: actor?.username ?? null, payload, evidence_urls, created_at }
}

export const OPEN = { outcome: null, closure_reason: null, locked_at: null, closed_at: null, orderable_type: 'account_order' } as const

/**
 * Dispute cases 7001 to 7004. Times are relative to `now` (the real clock at reset), so the seller's deadline
 * on the open cases lies ahead: 7001 is due in about 23 hours, 7002 in about 3 hours; the buyer's deadline on 7004 passed
 * about 18 hours ago.
 */
/**
 * A case waiting for the seller since `createdAt` (seconds), with the live service's usual deadlines. Like a
 * live case, it is locked from the moment it opened (the order's payout is held): a lock does not end the
 * seller's right to accept.
 */
export function waitingForSeller(createdAt: number) {
  return {
    status: 'waiting_for_seller',
    locked_at: createdAt,
    seller_response_hours: 48,
    buyer_response_hours: 72,
    seller_response_due_at: createdAt + 48 * HOUR,
    buyer_response_due_at: null,
    active_due_at: createdAt + 48 * HOUR,
    is_active_deadline_expired: false,
    created_at: createdAt,
  } as const
}

export function seedDisputeCases(now: number): DisputeCaseRecord[] {
  const ago = (seconds: number) => now - seconds
  const buyer1001 = { id: 6101, username: 'frostbyte_eu' }
  const created7001 = ago(25 * HOUR)
  const created7002 = ago(45 * HOUR)
  const created7003 = ago(18 * DAY)
  const created7004 = ago(4 * DAY)
  return [
    {
      ...OPEN,
      id: 7001,
      orderable_id: 1001,
      buyer_id: buyer1001.id,
      ...waitingForSeller(created7001),
      reason: 'credentials_not_working',
      preferred_resolution: 'refund',
      explanation: 'The password does not work and the e-mail address was already changed by someone else.',
      preferred_resolution_note: 'Please refund me; I do not want a replacement.',
      updated_at: ago(20 * HOUR),
      events: [
        event(70011, 'dispute_created', buyer1001, {
          reason: 'credentials_not_working',
          preferred_resolution: 'refund',
          explanation: 'The password does not work and the e-mail address was already changed by someone else.',
        }, ['https://images.example.com/disputes/7001/login-error.png'], created7001),
        event(70012, 'buyer_message', buyer1001, { message: 'Here is another screenshot of the e-mail change.' }, [
          ...UNSAFE_EVIDENCE_URLS,
          'https://images.example.com/disputes/7001/email-changed.png',
        ], ago(20 * HOUR)),
      ],
    },
    {
      ...OPEN,
      id: 7002,
      orderable_id: 1002,
      buyer_id: 6102,
      ...waitingForSeller(created7002),
      reason: 'item_not_as_described',
      preferred_resolution: 'replacement',
      explanation: 'The Black Knight skin is not in the locker.',
      preferred_resolution_note: 'A replacement account with the Black Knight skin would be fine.',
      updated_at: created7002,
      events: [
        event(70021, 'dispute_created', { id: 6102, username: 'skinhunter' }, {
          reason: 'item_not_as_described',
          preferred_resolution: 'replacement',
        }, ['https://images.example.com/disputes/7002/locker.jpg'], created7002),
      ],
    },
    {
      // An older version of the case: `dispute_timing_hours` instead of the two response hours.
      id: 7003,
      orderable_id: 1010,
      orderable_type: 'account_order',
      buyer_id: 6110,
      status: 'closed',
      reason: 'account_recovered_by_seller',
      preferred_resolution: 'refund',
      explanation: 'The account was taken back a day after the purchase.',
      preferred_resolution_note: null,
      outcome: 'refunded',
      closure_reason: 'accepted_by_seller',
      dispute_timing_hours: 48,
      seller_response_due_at: created7003 + 48 * HOUR,
      buyer_response_due_at: null,
      active_due_at: null,
      is_active_deadline_expired: false,
      locked_at: ago(17 * DAY),
      closed_at: ago(17 * DAY),
      created_at: created7003,
      updated_at: ago(17 * DAY),
      events: [
        event(70031, 'dispute_created', { id: 6110, username: 'gachagremlin' }, [], [], created7003),
        event(70032, 'seller_accepted', SELLER, { message: 'Sorry about that, refunded.' }, [], ago(17 * DAY)),
      ],
    },
    {
      ...OPEN,
      id: 7004,
      orderable_id: 1011,
      buyer_id: 6111,
      status: 'waiting_for_buyer',
      reason: 'item_not_as_described',
      preferred_resolution: 'partial_refund',
      explanation: 'Only 35 of the 40 skins are there.',
      preferred_resolution_note: 'Refund 20 EUR and I keep the account.',
      seller_response_hours: 48,
      buyer_response_hours: 72,
      seller_response_due_at: created7004 + 48 * HOUR,
      buyer_response_due_at: created7004 + 6 * HOUR + 72 * HOUR,
      active_due_at: created7004 + 6 * HOUR + 72 * HOUR,
      is_active_deadline_expired: true,
      created_at: created7004,
      updated_at: created7004 + 6 * HOUR,
      events: [
        event(70041, 'dispute_created', { id: 6111, username: 'vandal_vera' }, { preferred_resolution: 'partial_refund' }, [], created7004),
        event(70042, 'seller_message', SELLER, { message: 'All 40 skins are there; see the screenshot.' }, [
          'https://images.example.com/disputes/7004/collection.png',
        ], created7004 + 6 * HOUR - 10 * MINUTE),
        // A counter with a resolution the dashboard does not know: it is shown as sent.
        event(70043, 'seller_countered', SELLER, {
          message: 'I can add a bonus skin instead of a refund.',
          counter_resolution: 'bonus_item',
          counter_resolution_note: 'One legendary skin of your choice.',
        }, ['https://images.example.com/disputes/7004/bonus-offer.pdf'], created7004 + 6 * HOUR),
      ],
    },
  ]
}
