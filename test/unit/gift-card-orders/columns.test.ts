import { describe, expect, it } from 'vitest'
import { giftCardOrderList } from '../../../src/api/lists'
import { GIFT_CARD_ORDER_COLUMNS } from '../../../src/features/gift-card-orders/list/gift-card-orders-columns'

describe('the gift card order table', () => {
  it("sorts by the field each header names, one the API's list offers", () => {
    const sortable = Object.fromEntries(
      GIFT_CARD_ORDER_COLUMNS.filter((column) => column.sortKey).map((column) => [column.header, column.sortKey]),
    )
    expect(sortable).toEqual({
      Id: 'id',
      Quantity: 'quantity',
      'Unit price': 'unit_price',
      Price: 'price',
      Created: 'created_at',
      Updated: 'updated_at',
      Completed: 'completed_at',
    })
    expect(giftCardOrderList.sorts).toEqual(expect.arrayContaining(Object.values(sortable)))
  })
})
