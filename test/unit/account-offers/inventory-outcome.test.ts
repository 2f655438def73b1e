import { describe, expect, it } from 'vitest'
import type { OfferCredential } from '../../../src/api/records/account-offer'
import { addedText, bulkDeletedText, inventoryShows } from '../../../src/features/account-offers/credentials/inventory-outcome'

const credential = (id: number, text: string, sold = false, order: number | null = null) =>
  ({ id, credentials: text, is_sold: sold, account_order_id: order, unreadable: {} }) as unknown as OfferCredential

describe('what an inventory write did', () => {
  it('says the server’s counts of a batch', () => {
    expect(addedText({ message: 'x', createdCount: 3, duplicateCount: 1, requestId: null })).toBe('3 credentials added; 1 duplicate skipped (already in stock).')
    expect(addedText({ message: 'Added.', createdCount: null, duplicateCount: null, requestId: null })).toBe('Added.')
  })

  it('says which asked-for credentials stayed because they were sold, with their order', () => {
    const after = [credential(2, 'b', true, 1004), credential(3, 'c')]
    expect(bulkDeletedText([1, 2], { message: null, deletedCount: 1, requestId: null }, after)).toBe(
      '1 credential deleted. 1 credential was not deleted: #2 (order 1004) sold meanwhile, and sold credentials cannot be deleted.',
    )
    expect(bulkDeletedText([1, 3], { message: null, deletedCount: 2, requestId: null }, [])).toBe('2 credentials deleted.')
    expect(bulkDeletedText([1, 3], { message: null, deletedCount: 1, requestId: null }, null)).toMatch(/1 credential was skipped by the server/)
  })

  it('reads the inventory back to tell whether an unknown write was applied', () => {
    const now = [credential(1, 'a'), credential(2, 'b', true)]
    expect(inventoryShows({ kind: 'add', credentials: ['a'] }, now)).toBe('applied')
    expect(inventoryShows({ kind: 'add', credentials: ['a', 'z'] }, now)).toBe('not-applied')
    expect(inventoryShows({ kind: 'edit', credentialId: 1, credentials: 'a' }, now)).toBe('applied')
    expect(inventoryShows({ kind: 'delete', credentialId: 1 }, now)).toBe('not-applied')
    expect(inventoryShows({ kind: 'bulk-delete', credentialIds: [2, 5] }, now)).toBe('applied')
    expect(inventoryShows({ kind: 'bulk-delete', credentialIds: [1, 2] }, now)).toBe('not-applied')
  })
})
