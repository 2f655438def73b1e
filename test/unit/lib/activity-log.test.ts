import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ACTIVITY_LIMIT,
  clearActivity,
  readActivity,
  recordActivity,
  sanitizeEntry,
  subscribeActivity,
  type ActivityEntry,
} from '../../../src/lib/activity-log'
import { setCurrentShop } from '../../../src/lib/shop-store'

function entry(n: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    at: 1_700_000_000_000 + n,
    action: 'Credentials saved',
    itemType: 'account-order',
    itemId: String(n),
    outcome: 'succeeded',
    status: null,
    message: null,
    requestId: `req-${n}`,
    ...overrides,
  }
}

beforeEach(() => clearActivity())

describe('activity log', () => {
  it('keeps each shop’s log apart', async () => {
    await recordActivity(entry(1))
    setCurrentShop('second')
    try {
      await clearActivity()
      expect(await readActivity()).toEqual([])
      await recordActivity(entry(2))
      expect((await readActivity()).map((item) => item.itemId)).toEqual(['2'])
    } finally {
      setCurrentShop('')
    }
    expect((await readActivity()).map((item) => item.itemId)).toEqual(['1'])
  })

  it('keeps the last 500 entries, newest first', async () => {
    for (let n = 1; n <= ACTIVITY_LIMIT + 20; n++) await recordActivity(entry(n))
    const entries = await readActivity()
    expect(entries).toHaveLength(ACTIVITY_LIMIT)
    expect(entries[0]!.itemId).toBe(String(ACTIVITY_LIMIT + 20))
    expect(entries.at(-1)!.itemId).toBe('21')
  })

  it('tells subscribers of every change, and clears', async () => {
    let changes = 0
    const stop = subscribeActivity(() => changes++)
    await recordActivity(entry(1))
    await clearActivity()
    stop()
    await recordActivity(entry(2))
    expect(changes).toBe(2)
    expect(await readActivity()).toHaveLength(1)
  })

  it('stores only its own fields, cut to length, and never what the seller sent', async () => {
    const credentials = 'Username: mia\nPassword: hunter2-secret'
    const raw = {
      ...entry(1, { outcome: 'failed', status: 422, message: `Rejected: ${credentials}` }),
      credentials,
      token: 'demo-token',
    } as ActivityEntry
    await recordActivity(raw, [credentials])
    const [stored] = await readActivity()
    expect(stored).toMatchObject({ outcome: 'failed', status: 422, message: 'Rejected: [removed]', requestId: 'req-1' })
    expect(JSON.stringify(stored)).not.toContain('hunter2')
    expect(JSON.stringify(stored)).not.toContain('demo-token')
    expect(sanitizeEntry(entry(1, { message: 'x'.repeat(5000) })).message).toHaveLength(300)
  })
})
