import { describe, expect, it } from 'vitest'
import { SELLER_BREAK_MODES } from '../../../src/api/lists'
import { BREAK_MODES, breakCommentError, modeLabel, modeText } from '../../../src/api/seller-break-modes'

describe('a break’s modes and comment', () => {
  it('offers every documented mode, in words', () => {
    expect(BREAK_MODES.map((entry) => entry.mode)).toEqual([...SELLER_BREAK_MODES])
    expect(modeText('disable_all')).toBe('every offer off')
    expect(modeText('disable_manual_allow_instant')).toBe('manual delivery off, instant delivery stays')
    expect(modeText('allow_all_with_reservation')).toBe('everything on, with reservation')
    expect(modeLabel('disable_all')).toBe('Every offer off')
  })

  it('shows a mode it does not know as sent, and says when none was sent', () => {
    expect(modeText('weekend')).toBe('mode “weekend”')
    expect(modeText(null)).toBe('mode not given by the marketplace')
  })

  it('takes a comment of up to 5000 characters counted in code points', () => {
    expect(breakCommentError('')).toBeNull()
    expect(breakCommentError('😀'.repeat(5000))).toBeNull()
    expect(breakCommentError('😀'.repeat(5001))).toBe('The comment can be at most 5000 characters; this is 5001. Remove 1 to save.')
  })
})
