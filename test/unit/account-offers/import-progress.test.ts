import { describe, expect, it } from 'vitest'
import { importDatabaseName, progressRecord } from '../../../src/features/account-offers/import/import-progress'

describe('what the importer keeps of a row', () => {
  it('is the hash, the outcome, the offer id and the reason, with the row’s credentials taken out of the reason', () => {
    const kept = progressRecord(
      { hash: 'ab12', outcome: 'refused', offerId: null, reason: 'credentials.0: login mage_02\nFrost! is taken', title: 'x' } as never,
      ['mage_02\nFrost!', 'ab'],
    )
    expect(kept).toEqual({ hash: 'ab12', outcome: 'refused', offerId: null, reason: 'credentials.0: login [removed] is taken' })
    expect(progressRecord({ hash: 'h', outcome: 'refused', offerId: null, reason: 'x'.repeat(900) }).reason).toHaveLength(500)
  })

  it('lives in one database per shop', () => {
    expect(importDatabaseName('')).toBe('seller-dashboard.import')
    expect(importDatabaseName('second')).toBe('seller-dashboard.shop.second.import')
  })
})
