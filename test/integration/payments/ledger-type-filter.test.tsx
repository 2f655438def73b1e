import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { recordRequests, shownColumn } from '../lists/helpers'

const TABLE = 'Payments'
const TYPE_COLUMN = 1

describe('the ledger filtered by several types', () => {
  it('ticks two types: the URL and the request carry both, and only payments of those types are listed', async () => {
    const requests = recordRequests('/v2/payments')
    const { user, router } = await renderRoute('/payments?per_page=50')
    const before = await shownColumn(TABLE, TYPE_COLUMN)
    expect(before.some((type) => !/^(Sale|Fine)/.test(type))).toBe(true)

    const types = screen.getByRole('group', { name: 'Type' })
    await user.click(within(types).getByRole('checkbox', { name: 'Sale' }))
    await user.click(within(types).getByRole('checkbox', { name: 'Fine' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'sale,fine' }))
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('filter[type]')).toBe('sale,fine'))

    const after = await shownColumn(TABLE, TYPE_COLUMN)
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((type) => /^(Sale|Fine)/.test(type))).toBe(true)
    expect(within(types).getByRole('checkbox', { name: 'Fine' })).toBeChecked()
    expect(within(types).getByRole('checkbox', { name: 'Payout' })).not.toBeChecked()

    await user.click(within(types).getByRole('checkbox', { name: 'Sale' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'fine' }))
    expect((await shownColumn(TABLE, TYPE_COLUMN)).every((type) => type.startsWith('Fine'))).toBe(true)
  })
})
