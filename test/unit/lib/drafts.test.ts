import { describe, expect, it } from 'vitest'
import { clearDraft, clearDrafts, getDraft, setDraft } from '../../../src/lib/drafts'

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

  it('never writes a draft to storage', () => {
    setDraft('credentials:1003', 'Password: secret')
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('secret')
  })
})
