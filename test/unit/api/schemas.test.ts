import { describe, expect, it } from 'vitest'
import {
  acceptDisputeSchema,
  accountOrderSchema,
  disputeCaseSchema,
  errorBodySchema,
  giftCardKeySchema,
  giftCardOrderSchema,
  moneySchema,
  otherOfferSchema,
  paginationLinksSchema,
  paginationMetaSchema,
  updateCredentialsSchema,
} from '../../../src/api/schemas'
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

describe('moneySchema', () => {
  it.each([
    ['12.50', '12.50'],
    ['0', '0'],
    ['-3.00', '-3.00'],
    [' 12.50 ', '12.50'],
    ['1234567890.123456789', '1234567890.123456789'],
  ])('keeps the decimal string %j as %j', (input, output) => {
    expect(moneySchema.parse(input)).toBe(output)
  })

  it.each([
    [12.5, '12.5'],
    [0.1, '0.1'],
    [25, '25'],
    [-4.75, '-4.75'],
    [1e-7, '0.0000001'],
  ])('reads the number %j as %j', (input, output) => {
    expect(moneySchema.parse(input)).toBe(output)
  })

  it('reads the object form by its amount', () => {
    const money = { amount: 12.5, format: '€12.50', currency: { code: 'EUR', symbol: '€' } }
    expect(moneySchema.parse(money)).toBe('12.5')
    expect(moneySchema.parse({ ...money, amount: '12.50' })).toBe('12.50')
  })

  it.each([['twelve'], ['12,50'], ['€12.50'], ['1e5'], [''], [null], [undefined], [Number.NaN], [Infinity], [{ format: '€1' }], [[12]]])(
    'refuses %j',
    (input) => {
      expect(moneySchema.safeParse(input).success).toBe(false)
    },
  )
})

describe('accountOrderSchema', () => {
  it('reads an order typed as the spec types it', () => {
    expect(accountOrderSchema.parse(specAccountOrder())).toMatchObject(specAccountOrder())
  })

  it('reads the live order and drops fields it does not know', () => {
    const order = accountOrderSchema.parse(liveAccountOrder())
    expect(order).toMatchObject({ status: 'in_delivery', rating: null, parameters: {}, delivery_instructions: null })
    expect(order).not.toHaveProperty('seller_note')
  })

  it.each([
    ['[]', []],
    ['null', null],
    ['left out', undefined],
  ])('reads parameters sent as %s as {}', (_label, parameters) => {
    expect(accountOrderSchema.parse({ ...specAccountOrder(), parameters }).parameters).toEqual({})
  })

  it.each(['rating', 'dispute_case_id', 'delivery_instructions', 'purchased_at', 'completed_at', 'refunded_at'])(
    'accepts %s as null',
    (field) => {
      expect(accountOrderSchema.parse({ ...specAccountOrder(), [field]: null })).toHaveProperty(field, null)
    },
  )

  it('reads a rating with no comment', () => {
    const rating = { ...specAccountOrder().rating, comment: null }
    expect(accountOrderSchema.parse({ ...specAccountOrder(), rating }).rating?.comment).toBeNull()
  })

  it('refuses an order without an id or with a timestamp as text', () => {
    const { id: _id, ...withoutId } = specAccountOrder()
    expect(accountOrderSchema.safeParse(withoutId).success).toBe(false)
    expect(accountOrderSchema.safeParse({ ...specAccountOrder(), created_at: '2024-06-02' }).success).toBe(false)
  })
})

describe('disputeCaseSchema', () => {
  it('reads a spec case; the older hours field is null', () => {
    const dispute = disputeCaseSchema.parse(specDisputeCase())
    expect(dispute).toMatchObject(specDisputeCase())
    expect(dispute.dispute_timing_hours).toBeNull()
    expect(dispute.status).toBeNull()
  })

  it('reads the older case that has dispute_timing_hours only', () => {
    expect(disputeCaseSchema.parse(olderDisputeCase())).toMatchObject({
      dispute_timing_hours: 72,
      seller_response_hours: null,
      buyer_response_hours: null,
    })
  })

  it('reads the live case with status and event types', () => {
    const dispute = disputeCaseSchema.parse(liveDisputeCase())
    expect(dispute.status).toBe('waiting_for_seller')
    expect(dispute.events[0]?.type).toBe('dispute_created')
    expect(dispute.events[0]?.payload).toEqual({})
  })

  it('reads a case with no events list as []', () => {
    expect(disputeCaseSchema.parse({ ...specDisputeCase(), events: null }).events).toEqual([])
  })
})

describe('gift card orders and keys', () => {
  it('reads a spec order', () => {
    expect(giftCardOrderSchema.parse(specGiftCardOrder())).toMatchObject(specGiftCardOrder())
  })

  it('reads the live order: status, money objects, key type.value, unrevealed keys', () => {
    const order = giftCardOrderSchema.parse(liveGiftCardOrder())
    expect(order).toMatchObject({ status: 'delivered', unit_price_eur: '12.5', price_eur: '25', refunded_at: null })
    expect(order.keys[0]).toMatchObject({ type: { name: 'Code', value: 'text' }, revealed_at: null })
    expect(order.keys[0]).not.toHaveProperty('masked')
  })

  it('reads a key without a type', () => {
    const { type: _type, ...key } = specGiftCardKey()
    expect(giftCardKeySchema.parse(key).type).toBeNull()
  })
})

describe('otherOfferSchema', () => {
  it('reads a spec offer and the live one', () => {
    expect(otherOfferSchema.parse(specOtherOffer())).toMatchObject(specOtherOffer())
    expect(otherOfferSchema.parse(liveOtherOffer())).toMatchObject({ delivery_method_data: {}, price_eur: '0.79' })
  })
})

describe('pagination', () => {
  it('reads meta with and without path, and links with nulls', () => {
    expect(paginationMetaSchema.parse(specMeta())).toEqual({ ...specMeta(), path: null })
    expect(paginationMetaSchema.parse({ ...specMeta(), path: '/v2/gift-card-orders' }).path).toBe('/v2/gift-card-orders')
    expect(paginationLinksSchema.parse({ ...specLinks(), prev: null, next: null })).toMatchObject({ prev: null, next: null })
  })
})

describe('errorBodySchema', () => {
  it('reads errors as strings or arrays', () => {
    expect(errorBodySchema.parse({ message: 'Invalid', errors: { a: 'x', b: ['y', 'z'] }, request_id: 'r1' })).toEqual({
      message: 'Invalid',
      errors: { a: 'x', b: ['y', 'z'] },
      request_id: 'r1',
    })
  })

  it('drops members of the wrong type instead of failing', () => {
    expect(errorBodySchema.parse({ message: 1, errors: [], request_id: {} })).toEqual({})
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
