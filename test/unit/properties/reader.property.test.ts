import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseJson } from '../../../src/api/read/json'
import { readMoney } from '../../../src/api/read/money'
import { readFields, readRecord, type Shape } from '../../../src/api/read/record'
import { accountOrderShape } from '../../../src/api/records/account-order'
import { disputeCaseShape, disputeEventShape } from '../../../src/api/records/dispute-case'
import { giftCardKeyShape, giftCardOrderShape } from '../../../src/api/records/gift-card-order'
import { otherOfferShape } from '../../../src/api/records/other-offer'
import { paginationMetaShape } from '../../../src/api/records/pagination'
import {
  liveAccountOrder,
  liveDisputeCase,
  liveGiftCardOrder,
  liveOtherOffer,
  specAccountOrder,
  specDisputeCase,
  specDisputeEvent,
  specGiftCardKey,
  specGiftCardOrder,
  specMeta,
  specOtherOffer,
} from '../api/fixtures'

const RUNS = { numRuns: 300 }

/*
 * What each field is, written from the spec and api-notes (not from the readers): the oracle that says
 * whether a replacement value is broken for the field.
 */
type Kind = 'id' | 'int' | 'num' | 'text' | 'bool' | 'boolOrFalse' | 'money' | 'time' | 'list' | 'map' | 'group' | 'records'
type Field = [Kind, 'nullable'?]

const MISSING = Symbol('missing')
const REPLACEMENTS: unknown[] = [MISSING, null, true, 'N/A', '12,50 €', {}, { nested: 1 }, [], [1], 2.5, -7]

function isValid([kind, nullable]: Field, value: unknown): boolean {
  if (value === null || value === MISSING) {
    return nullable !== undefined || ['list', 'map', 'records', 'boolOrFalse'].includes(kind)
  }
  if (typeof value === 'boolean') return kind === 'bool' || kind === 'boolOrFalse'
  if (typeof value === 'string') return kind === 'text'
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return ['int', 'num', 'money', 'time'].includes(kind) || (kind === 'id' && value > 0)
    return ['num', 'money', 'time'].includes(kind)
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return ['list', 'map', 'records'].includes(kind)
    // [1]: a list of records whose one item has no id (left out, not a broken field).
    return kind === 'records'
  }
  return kind === 'map'
}

const T: Field = ['time']
const NT: Field = ['time', 'nullable']
const NX: Field = ['text', 'nullable']
const ID: Field = ['id']
const MONEY: Field = ['money']

const accountOrderFields: Record<string, Field> = {
  account_offer_id: ID,
  game: ['group'],
  buyer: ['group'],
  rating: ['group', 'nullable'],
  title: ['text'],
  description: NX,
  parameters: ['map'],
  is_disputed: ['bool'],
  dispute_case_id: ['id', 'nullable'],
  delivery_time: ['group', 'nullable'],
  is_manual_delivery: ['bool'],
  credentials: NX,
  delivery_instructions: NX,
  price: MONEY,
  price_usd: MONEY,
  image_urls: ['list'],
  created_at: T,
  updated_at: T,
  purchased_at: NT,
  completed_at: NT,
  refunded_at: NT,
  status: NX,
}

const disputeCaseFields: Record<string, Field> = {
  orderable_id: ID,
  buyer_id: ID,
  explanation: NX,
  preferred_resolution_note: NX,
  seller_response_due_at: NT,
  buyer_response_due_at: NT,
  active_due_at: NT,
  is_active_deadline_expired: ['boolOrFalse'],
  seller_response_hours: ['num', 'nullable'],
  buyer_response_hours: ['num', 'nullable'],
  dispute_timing_hours: ['num', 'nullable'],
  locked_at: NT,
  closed_at: NT,
  created_at: T,
  updated_at: T,
  events: ['records'],
  status: NX,
  reason: NX,
  preferred_resolution: NX,
  outcome: NX,
  closure_reason: NX,
  orderable_type: NX,
}

const disputeEventFields: Record<string, Field> = {
  actor_id: ['id', 'nullable'],
  actor_username: NX,
  payload: ['map'],
  evidence_urls: ['list'],
  created_at: T,
  type: NX,
}

const giftCardOrderFields: Record<string, Field> = {
  gift_card_id: ID,
  gift_card_offer_id: ID,
  region_id: ID,
  brand_id: ID,
  buyer: ['group'],
  title: ['text'],
  face_value_amount: MONEY,
  face_value_unit: ['text'],
  quantity: ['int'],
  unit_price_eur: MONEY,
  unit_price_usd: MONEY,
  price_eur: MONEY,
  price_usd: MONEY,
  keys: ['records'],
  created_at: T,
  updated_at: T,
  completed_at: NT,
  refunded_at: NT,
  status: NX,
}

const giftCardKeyFields: Record<string, Field> = {
  gift_card_order_id: ID,
  key: ['text'],
  type: ['group', 'nullable'],
  created_at: T,
  revealed_at: NT,
}

const otherOfferFields: Record<string, Field> = {
  currency_unit: ['group'],
  seller: ['group'],
  stock: ['num'],
  min_quantity: ['num'],
  delivery_time: ['group'],
  delivery_method_data: ['map'],
  base_currency: ['text'],
  price_eur: MONEY,
  price_usd: MONEY,
}

const metaFields: Record<string, Field> = {
  current_page: ['int'],
  from: ['int', 'nullable'],
  last_page: ['int'],
  per_page: ['int'],
  to: ['int', 'nullable'],
  total: ['int'],
  path: NX,
}

interface Case {
  name: string
  shape: Shape
  fields: Record<string, Field>
  valid: () => Record<string, unknown>[]
  /** Records have an id that is always kept; pagination meta has none. */
  hasId: boolean
}

const CASES: Case[] = [
  { name: 'account order', shape: accountOrderShape, fields: accountOrderFields, valid: () => [specAccountOrder(), liveAccountOrder()], hasId: true },
  { name: 'dispute case', shape: disputeCaseShape, fields: disputeCaseFields, valid: () => [specDisputeCase(), liveDisputeCase()], hasId: true },
  { name: 'dispute event', shape: disputeEventShape, fields: disputeEventFields, valid: () => [specDisputeEvent(), liveDisputeCase().events[0]!], hasId: true },
  { name: 'gift card order', shape: giftCardOrderShape, fields: giftCardOrderFields, valid: () => [specGiftCardOrder(), liveGiftCardOrder()], hasId: true },
  { name: 'gift card key', shape: giftCardKeyShape, fields: giftCardKeyFields, valid: () => [specGiftCardKey(), liveGiftCardOrder().keys[0]!], hasId: true },
  { name: 'competing offer', shape: otherOfferShape, fields: otherOfferFields, valid: () => [specOtherOffer(), liveOtherOffer()], hasId: true },
  { name: 'pagination meta', shape: paginationMetaShape, fields: metaFields, valid: () => [specMeta(), { ...specMeta(), path: '/v2/x' }], hasId: false },
]

const read = (shape: Shape, raw: unknown, hasId: boolean) => (hasId ? readRecord(shape, raw) : readFields(shape, raw))

describe.each(CASES)('reading a $name field by field', ({ shape, fields, valid, hasId }) => {
  it('declares every field the oracle knows, and no other', () => {
    expect(Object.keys(shape).filter((field) => field !== 'id').sort()).toEqual(Object.keys(fields).sort())
  })

  it('never throws, keeps the id and every untouched field, and marks exactly the broken fields', () => {
    const changes = fc.uniqueArray(
      fc.tuple(fc.constantFrom(...Object.keys(fields)), fc.constantFrom(...REPLACEMENTS)),
      { minLength: 1, maxLength: 5, selector: ([field]) => field },
    )
    fc.assert(
      fc.property(fc.constantFrom(...valid()), changes, (base, replacements) => {
        const raw: Record<string, unknown> = { ...structuredClone(base), an_unknown_field: { x: 1 } }
        for (const [field, value] of replacements) {
          if (value === MISSING) delete raw[field]
          else raw[field] = value
        }
        const original = read(shape, base, hasId) as Record<string, unknown>
        const result = read(shape, raw, hasId) as Record<string, unknown> & { unreadable: Record<string, unknown> }
        expect(result).not.toBeNull()
        if (hasId) expect(result.id).toBe(base.id)
        expect(result).not.toHaveProperty('an_unknown_field')

        const changed = new Map(replacements)
        const broken = replacements.filter(([field, value]) => !isValid(fields[field]!, value)).map(([field]) => field)
        expect(Object.keys(result.unreadable).sort()).toEqual([...broken].sort())
        for (const field of broken) {
          expect(result[field]).toBeNull()
          const sent = changed.get(field)
          expect(result.unreadable[field]).toEqual(sent === MISSING ? undefined : sent)
        }
        for (const field of Object.keys(fields)) {
          if (!changed.has(field)) expect(result[field]).toEqual(original[field])
        }
      }),
      RUNS,
    )
  })

  if (hasId) {
    it('leaves out the record when its id is replaced by anything but a positive whole number', () => {
      fc.assert(
        fc.property(fc.constantFrom(...valid()), fc.constantFrom(...REPLACEMENTS, 0, '7', 1.5), (base, id) => {
          const raw: Record<string, unknown> = structuredClone(base)
          if (id === MISSING) delete raw.id
          else raw.id = id
          expect(readRecord(shape, raw)).toBeNull()
        }),
      )
    })
  }
})

describe('money in every form', () => {
  /** Decimal text of at most 15 significant digits (the shortest round-trip form of a double keeps them). */
  const decimalText = fc
    .tuple(fc.boolean(), fc.stringMatching(/^[1-9]\d{0,8}$|^0$/), fc.stringMatching(/^\d{0,6}$/))
    .map(([negative, whole, fraction]) => {
      const trimmed = fraction.replace(/0+$/, '')
      const text = trimmed ? `${whole}.${trimmed}` : whole
      return negative && Number(text) !== 0 ? `-${text}` : text
    })

  it('a string, a number, a JSON number and an { amount } object of the same amount read equal, exactly', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const fromString = readMoney(text)
        expect(fromString).toMatch(/^-?\d+\.\d{2,}$/)
        expect(new Big(fromString!).eq(new Big(text))).toBe(true)
        const body = parseJson(`{"price": ${text}, "money": {"amount": ${text}, "format": "x"}}`) as Record<string, unknown>
        expect(readMoney(Number(text))).toBe(fromString)
        expect(readMoney(body.money)).toBe(fromString)
        expect(readMoney({ amount: text, currency: { code: 'EUR' } })).toBe(fromString)
        expect(readFields({ price: (raw, source) => readMoney(raw, source) ?? null }, body).price).toBe(fromString)
      }),
      RUNS,
    )
  })

  it('never turns a placeholder or an object without an amount into money', () => {
    const placeholder = fc.oneof(
      fc.string().filter((text) => !/^\s*-?\d+(\.\d+)?\s*$/.test(text)),
      fc.constantFrom(null, true, {}, [], { format: '€1' }, Number.NaN, Infinity),
    )
    fc.assert(
      fc.property(placeholder, (value) => {
        expect(readMoney(value)).toBeUndefined()
      }),
      RUNS,
    )
  })
})
