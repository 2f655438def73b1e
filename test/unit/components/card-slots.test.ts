import { describe, expect, it } from 'vitest'
import { cardSlots, sortChoices } from '../../../src/components/list/card-slots'

describe("a record's card on a phone", () => {
  it('gives each role its place once, the first column of the role taking it; the rest are details', () => {
    const slots = cardSlots([
      { key: 'id', card: 'id' },
      { key: 'title', card: 'title' },
      { key: 'buyer' },
      { key: 'unit_price', card: 'amount' },
      { key: 'price', card: 'amount' },
      { key: 'status', card: 'status' },
      { key: 'created_at', card: 'date' },
      { key: 'updated_at', card: 'date' },
    ])
    expect(Object.fromEntries(slots)).toEqual({
      id: 'id',
      title: 'title',
      buyer: 'detail',
      unit_price: 'amount',
      price: 'detail',
      status: 'status',
      created_at: 'date',
      updated_at: 'detail',
    })
  })

  it('makes a column marked as a detail one, whatever its role would be', () => {
    const slots = cardSlots([
      { key: 'unit_price', card: 'detail' },
      { key: 'price', card: 'amount' },
    ])
    expect(slots.get('unit_price')).toBe('detail')
    expect(slots.get('price')).toBe('amount')
  })
})

describe("the phone's sort select", () => {
  it('names each sort by its column, or by its field, with its direction in words', () => {
    const columns = [
      { header: 'Id', sortKey: 'id' },
      { header: 'Price', sortKey: 'price' },
      { header: 'Updated', sortKey: 'updated_at' },
      { header: 'Title' },
    ]
    expect(sortChoices(['id', '-id', 'price', '-price', 'updated_at', '-created_at'], columns)).toEqual([
      ['id', 'Id, lowest first'],
      ['-id', 'Id, highest first'],
      ['price', 'Price, lowest first'],
      ['-price', 'Price, highest first'],
      ['updated_at', 'Updated, oldest first'],
      ['-created_at', 'Created, newest first'],
    ])
  })
})
