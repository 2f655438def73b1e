import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { openNewDispute } from '../../../src/mocks/live-events'
import { call, query, type ListPage } from './request'

describe('a dispute opened while the demo runs', () => {
  it('waits for the seller, comes first in the list, and its order names it', async () => {
    const id = openNewDispute()
    expect(id).toBe(Math.max(...db.disputeCases.keys()))
    const { body } = await call<ListPage>(`/order-disputes${query({ 'filter[status]': 'waiting_for_seller', sort: '-created_at' })}`)
    expect(body.data[0]).toMatchObject({ id, status: 'waiting_for_seller' })
    const dispute = db.disputeCases.get(id!)!
    expect(db.accountOrders.get(dispute.orderable_id)).toMatchObject({ is_disputed: true, dispute_case_id: id })
    expect(openNewDispute()).toBe(id! + 1)
  })
})
