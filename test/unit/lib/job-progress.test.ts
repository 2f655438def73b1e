import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { jobDatabaseName, openJobProgress, progressRecord } from '../../../src/lib/job-progress'

describe('what a long job keeps of a write', () => {
  it('is the key, the outcome, the id and the reason, with the secrets taken out of the reason', () => {
    const kept = progressRecord(
      { key: 'ab12', outcome: 'refused', resultId: null, reason: 'credentials.0: login mage_02\nFrost! is taken', title: 'x' } as never,
      ['mage_02\nFrost!', 'ab'],
    )
    expect(kept).toEqual({ key: 'ab12', outcome: 'refused', resultId: null, reason: 'credentials.0: login [removed] is taken' })
    expect(progressRecord({ key: 'h', outcome: 'refused', resultId: null, reason: 'x'.repeat(900) }).reason).toHaveLength(500)
  })

  it('lives in one database per shop and kind of job', () => {
    expect(jobDatabaseName('', 'import')).toBe('seller-dashboard.import')
    expect(jobDatabaseName('second', 'bulk')).toBe('seller-dashboard.shop.second.bulk')
  })

  it('carries over what the importer kept before, by row hash, so that no row is sent again', async () => {
    const name = 'seller-dashboard.shop.carried.import'
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => {
        const rows = request.result.createObjectStore('rows', { keyPath: 'hash' })
        rows.put({ hash: 'h1', outcome: 'created', offerId: 40200, reason: null })
        rows.put({ hash: 'h2', outcome: 'check', offerId: null, reason: null })
      }
      request.onsuccess = () => (request.result.close(), resolve())
      request.onerror = () => reject(request.error)
    })
    const progress = await openJobProgress(name)
    expect(progress.lasting).toBe(true)
    expect([...(await progress.get(['h1', 'h2', 'h3'])).values()]).toEqual([
      { key: 'h1', outcome: 'done', resultId: 40200, reason: null },
      { key: 'h2', outcome: 'check', resultId: null, reason: null },
    ])
  })

  it('keeps a job’s description until it is dropped, with its writes', async () => {
    const progress = await openJobProgress('seller-dashboard.bulk')
    await progress.saveJob({ id: 'job-1', offers: [1, 2] } as never)
    await progress.put({ key: 'job-1:1', outcome: 'done', resultId: 1, reason: null })
    expect(await progress.jobs()).toEqual([{ id: 'job-1', offers: [1, 2] }])
    await progress.dropJob('job-1', ['job-1:1'])
    expect(await progress.jobs()).toEqual([])
    expect((await progress.get(['job-1:1'])).size).toBe(0)
  })
})
