import { createRandom, type Random } from './random'
import type { PaymentRecord, PayoutRecord } from './types'
import { DAY, eurToUsd, formatCents } from './values'

/*
 * A year of the seller's ledger, oldest first, the same on every run: sales most days, a refund now and then,
 * fines, a bonus on the first of each month, a payout every Monday, and warehouse sales with a balance of their
 * own. Each payment's balance after is the one before plus its amount, and the last one is the balance the
 * balance endpoint answers.
 */

export const SELLER_BALANCE_CENTS = 128_456
export const WAREHOUSE_BALANCE_CENTS = 24_310
export const STORE_CREDIT_CENTS = 1_500
export const GB_COINS = 420

export const FIRST_PAYMENT_ID = 100_001
export const FIRST_PAYOUT_ID = 9_001
/** The payouts that no payment line follows: one refused, one in a state the dashboard does not know. */
export const REJECTED_PAYOUT_ID = 8_001
export const UNKNOWN_STATUS_PAYOUT_ID = 8_002

/** How many payments the seed holds: about 800 for a year; the bench asks for 20 000. */
let ledgerSize: number | null = null
export function setLedgerSize(size: number | null): void {
  ledgerSize = size
}

interface Draft {
  at: number
  cents: number
  type: PaymentRecord['type']
  note: string | null
  order: { type: string; id: number } | null
  warehouse: boolean
}

const ORDER_KINDS = [
  { type: 'account_order', first: 1001, last: 1012 },
  { type: 'gift_card_order', first: 2800, last: 2999 },
  { type: 'item_order', first: 5001, last: 5400 },
] as const

function sale(random: Random, at: number, warehouse = false): Draft {
  const kind = random.pick(ORDER_KINDS)
  const id = random.int(kind.first, kind.last)
  return { at, cents: random.int(500, 12_000), type: 'sale', note: `Sale, order #${id}`, order: { type: kind.type, id }, warehouse }
}

function dayOf(random: Random, dayStart: number, salesPerDay: readonly [number, number]): Draft[] {
  const drafts: Draft[] = []
  const at = () => dayStart + random.int(0, DAY - 1)
  for (let i = random.int(...salesPerDay); i > 0; i--) {
    const line = sale(random, at())
    drafts.push(line)
    if (random.chance(0.03)) drafts.push({ ...line, at: line.at + 60, cents: -line.cents, type: 'refund', note: `Refund, order #${line.order?.id}` })
  }
  if (random.chance(0.05)) {
    const id = random.int(1001, 1012)
    drafts.push({ at: at(), cents: -random.int(500, 2_500), type: 'fine', note: `Late delivery, order #${id}`, order: { type: 'account_order', id }, warehouse: false })
  }
  if (random.chance(0.07)) drafts.push(sale(random, at(), true))
  if (new Date(dayStart * 1000).getUTCDate() === 1) {
    drafts.push({ at: dayStart + 3600, cents: 1_000, type: 'bonus', note: 'Monthly seller bonus', order: null, warehouse: false })
  }
  return drafts.sort((a, b) => a.at - b.at)
}

interface Ledger {
  payments: PaymentRecord[]
  payouts: PayoutRecord[]
}

function payoutRecord(id: number, cents: number, at: number, now: number, method: string): PayoutRecord {
  const age = now - at
  // Payouts are weekly: the latest is always still requested and the one before paid, whatever the day of the week.
  const status = age > 14 * DAY ? 'completed' : age > 7 * DAY ? 'paid' : 'requested'
  const fee = method === 'paypal' ? Math.round(cents / 100) : 0
  const paidAt = status === 'requested' ? null : at + 2 * DAY
  return {
    id,
    method,
    note: null,
    status,
    requested_amount_eur: formatCents(cents),
    requested_amount_usd: formatCents(eurToUsd(cents)),
    received_amount_eur: paidAt === null ? null : formatCents(cents - fee),
    received_amount_usd: paidAt === null ? null : formatCents(eurToUsd(cents - fee)),
    is_warehouse: false,
    created_at: at,
    updated_at: paidAt ?? at,
    paid_at: paidAt,
    rejected_at: null,
    completed_at: status === 'completed' ? at + 5 * DAY : null,
  }
}

/** The ledger ending at `now` (Unix seconds): `size` payments when set, else a year's. */
export function seedLedger(now: number, size: number | null = ledgerSize): Ledger {
  const random = createRandom(30)
  const today = Math.floor(now / DAY) * DAY
  const salesPerDay = size === null ? ([0, 3] as const) : ([Math.ceil(size / 365) - 3, Math.ceil(size / 365) + 3] as const)
  const drafts: Draft[] = []
  const payoutDrafts: { at: number; cents: number; method: string }[] = []
  let main = 0
  for (let day = today - 365 * DAY; day <= today; day += DAY) {
    for (const draft of dayOf(random, day, salesPerDay)) {
      if (draft.at > now) continue
      drafts.push(draft)
      if (!draft.warehouse) main += draft.cents
    }
    // Mondays at 09:00: most of the balance goes out.
    if (new Date(day * 1000).getUTCDay() === 1 && main > 5_000 && day + 9 * 3600 <= now) {
      const cents = Math.floor((main * 7) / 10)
      const method = random.pick(['bank_transfer', 'paypal', 'crypto'])
      payoutDrafts.push({ at: day + 9 * 3600, cents, method })
      const note = `Payout #${FIRST_PAYOUT_ID + payoutDrafts.length - 1}`
      drafts.push({ at: day + 9 * 3600, cents: -cents, type: 'payout', note, order: null, warehouse: false })
      main -= cents
    }
  }
  drafts.sort((a, b) => a.at - b.at)
  const kept = size === null ? drafts : drafts.slice(Math.max(0, drafts.length - size))
  return { payments: toPayments(kept), payouts: toPayouts(payoutDrafts, now) }
}

/** Numbers the drafts and writes each balance after, so that the last ones are the balances the seller has. */
function toPayments(drafts: readonly Draft[]): PaymentRecord[] {
  const total = (warehouse: boolean) => drafts.reduce((sum, d) => (d.warehouse === warehouse ? sum + d.cents : sum), 0)
  const balances = { main: SELLER_BALANCE_CENTS - total(false), warehouse: WAREHOUSE_BALANCE_CENTS - total(true) }
  return drafts.map((draft, index) => {
    const key = draft.warehouse ? 'warehouse' : 'main'
    balances[key] += draft.cents
    const id = FIRST_PAYMENT_ID + index
    return {
      id,
      type: draft.type,
      note: draft.note,
      order_type: draft.order?.type ?? null,
      order_id: draft.order?.id ?? null,
      amount_eur: formatCents(draft.cents),
      amount_usd: formatCents(eurToUsd(draft.cents)),
      balance_after_eur: formatCents(balances[key]),
      balance_after_usd: formatCents(eurToUsd(balances[key])),
      is_fine: draft.type === 'fine',
      is_warehouse: draft.warehouse,
      created_at: draft.at,
      updated_at: draft.at,
    }
  })
}

function toPayouts(drafts: readonly { at: number; cents: number; method: string }[], now: number): PayoutRecord[] {
  const payouts = drafts.map((draft, index) => payoutRecord(FIRST_PAYOUT_ID + index, draft.cents, draft.at, now, draft.method))
  const rejected = payoutRecord(REJECTED_PAYOUT_ID, 250_000, now - 20 * DAY, now, 'bank_transfer')
  const unknown = payoutRecord(UNKNOWN_STATUS_PAYOUT_ID, 12_000, now - 2 * DAY, now, 'paypal')
  return [
    ...payouts,
    { ...rejected, status: 'rejected', note: 'More than the withdrawable balance', received_amount_eur: null, received_amount_usd: null, paid_at: null, completed_at: null, rejected_at: rejected.created_at + DAY },
    { ...unknown, status: 'on_hold', is_warehouse: true, note: 'Warehouse payout under review' },
  ]
}
