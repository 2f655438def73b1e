import { describe, expect, it } from 'vitest'
import { clearDraft, clearDrafts, getDraft, setDraft } from '../../../src/lib/drafts'
import { setCurrentShop } from '../../../src/lib/shop-store'

describe('drafts', () => {
  it('keeps unsent text by form until it is sent, discarded, or the seller signs out', () => {
    setDraft('credentials:1003', 'new login')
    setDraft('dispute-message:7001', 'sorry')
    expect(getDraft('credentials:1003')).toBe('new login')
    clearDraft('credentials:1003')
    expect(getDraft('credentials:1003')).toBeUndefined()
    expect(getDraft('dispute-message:7001')).toBe('sorry')
    clearDrafts()
    expect(getDraft('dispute-message:7001')).toBeUndefined()
  })

  it('keeps each shop’s drafts apart and clears one shop’s alone', () => {
    setDraft('credentials:1003', 'first shop')
    setCurrentShop('second')
    expect(getDraft('credentials:1003')).toBeUndefined()
    setDraft('credentials:1003', 'second shop')
    clearDrafts('')
    expect(getDraft('credentials:1003')).toBe('second shop')
    setCurrentShop('')
    expect(getDraft('credentials:1003')).toBeUndefined()
    clearDrafts()
  })

  it('never writes a draft to storage', () => {
    setDraft('credentials:1003', 'Password: secret')
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('secret')
  })
})
