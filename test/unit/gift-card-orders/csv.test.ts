import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRecord } from '../../../src/api/read/record'
import { giftCardOrderShape } from '../../../src/api/records/gift-card-order'
import { giftCardOrderSchema } from '../api/strict-readers'
import { GIFT_CARD_ORDER_CSV } from '../../../src/features/gift-card-orders/export/csv'
import { csvCell, toCsv } from '../../../src/lib/csv'

/** A small RFC 4180 reader, to check that what is written reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  return rows
}

function giftCardOrderRaw() {
  return {
    id: 7,
    gift_card_id: 1,
    gift_card_offer_id: 2,
    region_id: 3,
    brand_id: 4,
    buyer: { id: 9, username: '@admin' },
    title: 'Card, "deluxe"\nedition',
    face_value_amount: '25.00',
    face_value_unit: 'EUR',
    quantity: 2,
    unit_price_eur: '0.10',
    unit_price_usd: '0.11',
    price_eur: '-0.20',
    price_usd: { amount: '0.22' },
    keys: [{ id: 1, gift_card_order_id: 7, key: 'SECRET-KEY-1', type: { name: 'Code' }, created_at: 1, revealed_at: null }],
    created_at: 1_700_000_000,
    updated_at: 1_700_000_060,
    completed_at: null,
    refunded_at: 1_700_086_400,
    status: 'refunded',
  }
}
const order = giftCardOrderSchema.parse(giftCardOrderRaw())

describe('CSV', () => {
  it('writes one row per order, exact money, ISO UTC dates, empty for "not yet", and no key', () => {
    const csv = toCsv(GIFT_CARD_ORDER_CSV, [order])
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv).not.toContain('SECRET-KEY-1')
    const [header, row] = parseCsv(csv)
    const record = Object.fromEntries(header!.map((name, index) => [name, row![index]]))
    expect(record).toMatchObject({
      id: '7',
      title: 'Card, "deluxe"\nedition',
      buyer_username: "'@admin",
      unit_price_eur: '0.10',
      price_eur: '-0.20',
      price_usd: '0.22',
      created_at: '2023-11-14T22:13:20.000Z',
      completed_at: '',
      refunded_at: '2023-11-15T22:13:20.000Z',
      status: 'refunded',
    })
  })

  it('writes an unreadable value as an empty cell, and keeps the rest of the row', () => {
    const broken = readRecord(giftCardOrderShape, { ...giftCardOrderRaw(), price_eur: 'N/A', buyer: null, updated_at: 'soon' })!
    const [header, row] = parseCsv(toCsv(GIFT_CARD_ORDER_CSV, [broken]))
    const record = Object.fromEntries(header!.map((name, index) => [name, row![index]]))
    expect(record).toMatchObject({ id: '7', price_eur: '', buyer_id: '', buyer_username: '', updated_at: '', price_usd: '0.22' })
  })

  it.each(['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx'])('defuses a cell that a spreadsheet would run: %j', (value) => {
    expect(parseCsv(csvCell(value) + '\r\n')[0]![0]).toBe(`'${value}`)
  })

  it('leaves plain numbers alone, negative ones included', () => {
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
  })

  it('reads back any text it writes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const read = parseCsv(csvCell(value) + '\r\n')[0]![0]
        expect(read === value || read === `'${value}`).toBe(true)
      }),
    )
  })
})
