import { describe, expect, it, vi } from 'vitest'
import type { createAccountOffer } from '../../../src/api/account-offers'
import type { ImportRow } from '../../../src/features/account-offers/import/import-rows'
import { sendRow } from '../../../src/features/account-offers/import/send-row'
import { ApiError } from '../../../src/lib/api-error'
import { openJobProgress } from '../../../src/lib/job-progress'

const ROW: ImportRow = {
  number: 2,
  title: 'Gold',
  price: '10',
  problems: [],
  offer: { game: 'valorant', title: 'Gold', description: 'x', price: '10', credentials: ['login-7\nSecret-7'] },
  canonical: '',
  secrets: ['login-7\nSecret-7'],
}
const answered = (id: number) => vi.fn<typeof createAccountOffer>().mockResolvedValue({ offer: { id } as never, message: null, requestId: 'r1' })
const failing = (error: ApiError) => vi.fn<typeof createAccountOffer>().mockRejectedValue(error)

describe('sending one row', () => {
  it('sends a row once; a row kept as sent (by another tab) is not sent, unless the seller sends it again', async () => {
    const progress = await openJobProgress('')
    const create = answered(40200)
    expect(await sendRow(ROW, 'h1', create, progress)).toEqual({ kind: 'done', resultId: 40200 })
    expect(await sendRow(ROW, 'h1', create, progress)).toEqual({ kind: 'done', resultId: 40200 })
    expect(create).toHaveBeenCalledTimes(1)
    await progress.put({ key: 'h2', outcome: 'check', resultId: null, reason: null })
    expect(await sendRow(ROW, 'h2', create, progress)).toEqual({ kind: 'check' })
    expect(create).toHaveBeenCalledTimes(1)
    await sendRow(ROW, 'h2', create, progress, { again: true })
    expect(create).toHaveBeenCalledTimes(2)
  })

  it('keeps a row with no answer as Check, and forgets one the server turned away with 429', async () => {
    const progress = await openJobProgress('')
    expect(await sendRow(ROW, 'h3', failing(new ApiError({ kind: 'network', message: 'x', timedOut: true })), progress)).toEqual({ kind: 'check' })
    expect((await progress.get(['h3'])).get('h3')?.outcome).toBe('check')
    const busy = new ApiError({ kind: 'http', status: 429, message: 'Too many requests', retryAfterSeconds: 7 })
    expect(await sendRow(ROW, 'h4', failing(busy), progress)).toEqual({ kind: 'wait', seconds: 7 })
    expect((await progress.get(['h4'])).size).toBe(0)
  })

  it('shows and keeps a refusal’s reason by field, without the credentials a server may echo', async () => {
    const progress = await openJobProgress('')
    const refusal = new ApiError({ kind: 'http', status: 422, message: 'Invalid', fieldErrors: { 'credentials.0': ['login-7\nSecret-7 is listed already.'] } })
    expect(await sendRow(ROW, 'h5', failing(refusal), progress)).toEqual({ kind: 'refused', reason: 'credentials.0: [removed] is listed already.' })
    expect((await progress.get(['h5'])).get('h5')).toEqual({ key: 'h5', outcome: 'refused', resultId: null, reason: 'credentials.0: [removed] is listed already.' })
  })
})
