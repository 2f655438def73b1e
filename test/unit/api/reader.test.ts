import { describe, expect, it } from 'vitest'
import { parseJson } from '../../../src/api/read/json'
import { readMoney } from '../../../src/api/read/money'
import { timestamp, UNREADABLE } from '../../../src/api/read/fields'
import { countUnreadable, readFields, readRecord, readRecords } from '../../../src/api/read/record'
import { accountOrderShape } from '../../../src/api/records/account-order'
import { disputeCaseShape } from '../../../src/api/records/dispute-case'
import { giftCardKeyShape, giftCardOrderShape } from '../../../src/api/records/gift-card-order'
import { otherOfferShape } from '../../../src/api/records/other-offer'
import { paginationLinksShape, paginationMetaShape } from '../../../src/api/records/pagination'
import { readErrorBody } from '../../../src/api/error-body'
import { acceptDisputeSchema, updateCredentialsSchema } from '../../../src/api/schemas'
import {
  liveAccountOrder,
  liveDisputeCase,
  liveGiftCardOrder,
  liveOtherOffer,
  olderDisputeCase,
  specAccountOrder,
  specDisputeCase,
  specGiftCardKey,
  specGiftCardOrder,
  specLinks,
  specMeta,
  specOtherOffer,
} from './fixtures'

const order = (raw: unknown) => readRecord(accountOrderShape, raw)!

describe('money', () => {
  it.each([
    ['12.50', '12.50'],
    ['0', '0.00'],
    ['-3.00', '-3.00'],
    [' 12.50 ', '12.50'],
    ['1234567890.123456789', '1234567890.123456789'],
    [12.5, '12.50'],
    [0.1, '0.10'],
    [25, '25.00'],
    [-4.75, '-4.75'],
    [1e-7, '0.0000001'],
  ])('reads %j as %j', (input, output) => {
    expect(readMoney(input)).toBe(output)
  })

  it('reads the object form by its amount', () => {
    const money = { amount: 12.5, format: '€12.50', currency: { code: 'EUR', symbol: '€' } }
    expect(readMoney(money)).toBe('12.50')
    expect(readMoney({ ...money, amount: '12.50' })).toBe('12.50')
  })

  it('reads a JSON number from its exact text where the runtime gives it, else from its shortest form', () => {
    const body = parseJson('{"price": 0.30000000000000004, "cheap": 0.1}') as Record<string, unknown>
    const exact = readFields({ price: (raw, source) => readMoney(raw, source) ?? UNREADABLE }, body).price
    expect(['0.30000000000000004']).toContain(exact)
    expect(readMoney(body.cheap)).toBe('0.10')
  })

  it.each([['twelve'], ['12,50'], ['€12.50'], ['1e5'], [''], ['N/A'], [null], [undefined], [Number.NaN], [Infinity], [{ format: '€1' }], [[12]]])(
    'cannot read %j',
    (input) => {
      expect(readMoney(input)).toBeUndefined()
    },
  )
})

describe('timestamps', () => {
  it('reads Unix seconds and ISO 8601 strings (UTC when no offset is given)', () => {
    expect(timestamp(1717340000)).toBe(1717340000)
    expect(timestamp('2024-06-02T15:00:00Z')).toBe(Date.UTC(2024, 5, 2, 15) / 1000)
    expect(timestamp('2024-06-02T15:00:00.000000Z')).toBe(Date.UTC(2024, 5, 2, 15) / 1000)
    expect(timestamp('2024-06-02T17:00:00+02:00')).toBe(Date.UTC(2024, 5, 2, 15) / 1000)
    expect(timestamp('2024-06-02 15:00:00')).toBe(Date.UTC(2024, 5, 2, 15) / 1000)
    expect(timestamp('2024-06-02')).toBe(Date.UTC(2024, 5, 2) / 1000)
  })

  it.each([['yesterday'], ['2024'], ['1717340000'], [true], [{}], [Number.NaN]])('cannot read %j', (input) => {
    expect(timestamp(input)).toBe(UNREADABLE)
  })
})

describe('account orders', () => {
  it('reads an order typed as the spec types it, with nothing unreadable', () => {
    const read = order(specAccountOrder())
    expect(read).toMatchObject({ ...specAccountOrder(), price: '64.90', unreadable: {} })
  })

  it('reads the live order and drops fields it does not know', () => {
    const read = order(liveAccountOrder())
    expect(read).toMatchObject({ status: 'in_delivery', rating: null, parameters: {}, delivery_instructions: null })
    expect(read).not.toHaveProperty('seller_note')
    expect(read.unreadable).toEqual({})
  })

  it.each([
    ['[]', []],
    ['null', null],
    ['left out', undefined],
  ])('reads parameters sent as %s as {}', (_label, parameters) => {
    expect(order({ ...specAccountOrder(), parameters }).parameters).toEqual({})
  })

  it.each(['rating', 'dispute_case_id', 'delivery_instructions', 'purchased_at', 'completed_at', 'refunded_at'])(
    'accepts %s as null without marking it',
    (field) => {
      const read = order({ ...specAccountOrder(), [field]: null })
      expect(read).toHaveProperty(field, null)
      expect(read.unreadable).toEqual({})
    },
  )

  it('marks a broken price and keeps the rest', () => {
    const read = order({ ...specAccountOrder(), price: 'N/A', created_at: 'sometime' })
    expect(read).toMatchObject({ price: null, created_at: null, price_usd: '70.25', title: specAccountOrder().title })
    expect(read.unreadable).toEqual({ price: 'N/A', created_at: 'sometime' })
    expect(countUnreadable([read])).toBe(2)
  })

  it('leaves out an order without a readable id', () => {
    const { id: _id, ...withoutId } = specAccountOrder()
    expect(readRecord(accountOrderShape, withoutId)).toBeNull()
    expect(readRecord(accountOrderShape, { ...specAccountOrder(), id: '48213' })).toBeNull()
    expect(readRecord(accountOrderShape, { ...specAccountOrder(), id: 0 })).toBeNull()
    expect(readRecords(accountOrderShape, [specAccountOrder(), {}, null]).leftOut).toBe(2)
  })
})

describe('dispute cases', () => {
  it('reads a spec case; the older hours field is null', () => {
    const dispute = readRecord(disputeCaseShape, specDisputeCase())!
    expect(dispute.dispute_timing_hours).toBeNull()
    expect(dispute.status).toBeNull()
    expect(dispute.unreadable).toEqual({})
  })

  it('reads the older case that has dispute_timing_hours only', () => {
    expect(readRecord(disputeCaseShape, olderDisputeCase())).toMatchObject({
      dispute_timing_hours: 72,
      seller_response_hours: null,
      buyer_response_hours: null,
    })
  })

  it('reads the live case with status and event types, event by event', () => {
    const raw = liveDisputeCase()
    const dispute = readRecord(disputeCaseShape, { ...raw, events: [...raw.events, { id: 'x' }] })!
    expect(dispute.status).toBe('waiting_for_seller')
    expect(dispute.events?.records[0]).toMatchObject({ type: 'dispute_created', payload: {} })
    expect(dispute.events?.leftOut).toBe(1)
  })

  it('reads a case without its events as not known, and an empty list as none', () => {
    expect(readRecord(disputeCaseShape, { ...specDisputeCase(), events: null })!.events).toBeNull()
    const { events: _events, ...withoutEvents } = specDisputeCase()
    expect(readRecord(disputeCaseShape, withoutEvents)!.events).toBeNull()
    expect(readRecord(disputeCaseShape, { ...specDisputeCase(), events: [] })!.events).toEqual({ records: [], leftOut: 0 })
  })
})

describe('gift card orders and keys', () => {
  it('reads a spec order', () => {
    const { keys: _keys, ...rest } = specGiftCardOrder()
    expect(readRecord(giftCardOrderShape, specGiftCardOrder())).toMatchObject({ ...rest, unreadable: {} })
  })

  it('reads the live order: status, money objects, key type.value, unrevealed keys', () => {
    const read = readRecord(giftCardOrderShape, liveGiftCardOrder())!
    expect(read).toMatchObject({ status: 'delivered', unit_price_eur: '12.50', price_eur: '25.00', refunded_at: null })
    expect(read.keys?.records[0]).toMatchObject({ type: { name: 'Code', value: 'text' }, revealed_at: null })
    expect(read.keys?.records[0]).not.toHaveProperty('masked')
  })

  it('a broken key keeps the other keys; its secret is marked, not kept', () => {
    const raw = liveGiftCardOrder()
    const [first] = raw.keys
    const read = readRecord(giftCardOrderShape, { ...raw, keys: [{ ...first, id: 9, key: 42 }, first] })!
    expect(read.keys?.records.map((key) => key.key)).toEqual([null, first?.key])
    expect(read.keys?.records[0]?.unreadable).toHaveProperty('key')
  })

  it('reads a key without a type', () => {
    const { type: _type, ...key } = specGiftCardKey()
    expect(readRecord(giftCardKeyShape, key)!.type).toBeNull()
  })
})

describe('other offers and pagination', () => {
  it('reads a spec offer and the live one', () => {
    expect(readRecord(otherOfferShape, specOtherOffer())!.unreadable).toEqual({})
    expect(readRecord(otherOfferShape, liveOtherOffer())).toMatchObject({ delivery_method_data: {}, price_eur: '0.79' })
  })

  it('reads meta with and without path, and links with nulls', () => {
    expect(readFields(paginationMetaShape, specMeta())).toEqual({ ...specMeta(), path: null, unreadable: {} })
    expect(readFields(paginationMetaShape, { ...specMeta(), path: '/v2/x' }).path).toBe('/v2/x')
    expect(readFields(paginationLinksShape, { ...specLinks(), prev: null })).toMatchObject({ prev: null, unreadable: {} })
    expect(readFields(paginationMetaShape, { ...specMeta(), total: 'many' }).unreadable).toEqual({ total: 'many' })
  })
})

describe('the error body', () => {
  it('reads errors as strings or arrays', () => {
    expect(readErrorBody({ message: 'Invalid', errors: { a: 'x', b: ['y', 'z'] }, request_id: 'r1' })).toEqual({
      message: 'Invalid',
      errors: { a: 'x', b: ['y', 'z'] },
      request_id: 'r1',
    })
  })

  it('drops members of the wrong type instead of failing', () => {
    expect(readErrorBody({ message: 1, errors: [], request_id: {} })).toEqual({})
  })
})

describe('request body schemas, shared with the forms', () => {
  it('counts credentials in code points', () => {
    expect(updateCredentialsSchema.safeParse({ credentials: '😀'.repeat(10000) }).success).toBe(true)
    expect(updateCredentialsSchema.safeParse({ credentials: '😀'.repeat(10001) }).success).toBe(false)
    expect(updateCredentialsSchema.safeParse({ credentials: ' \n ' }).success).toBe(false)
  })

  it('keeps credentials as typed', () => {
    expect(updateCredentialsSchema.parse({ credentials: ' a\r\nb ' })).toEqual({ credentials: ' a\r\nb ' })
  })

  it('counts the message in code points and sends blank as null', () => {
    expect(acceptDisputeSchema.parse({ message: '🙏'.repeat(1200) }).message).toBe('🙏'.repeat(1200))
    expect(acceptDisputeSchema.safeParse({ message: '🙏'.repeat(1201) }).success).toBe(false)
    expect(acceptDisputeSchema.parse({ message: '   ' })).toEqual({ message: null })
    expect(acceptDisputeSchema.parse({})).toEqual({ message: null })
    expect(acceptDisputeSchema.parse({ message: null })).toEqual({ message: null })
  })
})
