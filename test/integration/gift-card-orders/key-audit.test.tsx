import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { buildGiftCardOrder } from '../../../src/mocks/factories'
import { renderRoute } from '../../render'

const CREATED = 1_700_000_000

function putOrder(id: number, reveals: (number | null)[], overrides: Parameters<typeof buildGiftCardOrder>[0] = {}) {
  store().giftCardOrders.set(id, buildGiftCardOrder({ id, quantity: reveals.length, created_at: CREATED, ...overrides }))
  store().giftCardKeys.set(
    id,
    reveals.map((after, index) => ({
      id: id * 10 + index,
      gift_card_order_id: id,
      key: `AAAA-BBBB-${index}`,
      type: { name: 'Text', value: 'text' },
      created_at: CREATED,
      revealed_at: after === null ? null : CREATED + after,
    })),
  )
}

const audit = () => screen.findByRole('region', { name: 'Key delivery audit' })

describe('key delivery audit on the order page', () => {
  it('says how many keys the buyer revealed and how soon', async () => {
    putOrder(9901, [240, null, 900, null, 7200])
    await renderRoute('/gift-card-orders/9901')
    const region = await audit()
    expect(region).toHaveTextContent('3 of 5 keys revealed; the first 4 minutes after purchase.')
    expect(within(region).queryByText(/refunded/)).not.toBeInTheDocument()
  })

  it('warns on a refunded order whose keys were revealed', async () => {
    putOrder(9902, [120, 300], { status: 'refunded', refunded_at: CREATED + 3600, completed_at: null })
    await renderRoute('/gift-card-orders/9902')
    const region = await audit()
    expect(region).toHaveTextContent('2 of 2 keys revealed; the first 2 minutes after purchase.')
    expect(within(region).getByText(/^This order was refunded, but the buyer revealed 2 keys before/)).toBeInTheDocument()
  })
})
