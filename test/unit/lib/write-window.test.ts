import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAT_WRITE_LIMIT, mayWrite, nextWriteAt, recentWrites } from '../../../src/lib/write-window'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('the per-resource write window', () => {
  it('lets five writes go in a minute and holds the sixth until the first is a minute old', () => {
    const past = [0, 1000, 2000, 3000, 4000]
    expect(mayWrite(past.slice(0, 4), 5000)).toBe(true)
    expect(mayWrite(past, 5000)).toBe(false)
    expect(nextWriteAt(past, 5000)).toBe(MINUTE)
    expect(mayWrite(past, MINUTE)).toBe(true)
  })

  it('holds the eleventh write of an hour until the first is an hour old', () => {
    const past = Array.from({ length: 10 }, (_, i) => i * 2 * MINUTE)
    const now = 30 * MINUTE
    expect(nextWriteAt(past, now)).toBe(HOUR)
    expect(mayWrite(past, HOUR)).toBe(true)
  })

  it('has no hourly cap for chat', () => {
    const past = Array.from({ length: 40 }, (_, i) => i * MINUTE)
    expect(mayWrite(past, 40 * MINUTE, CHAT_WRITE_LIMIT)).toBe(true)
  })

  it('keeps only the last hour', () => {
    expect(recentWrites([HOUR + 5, 10, 2 * HOUR], 2 * HOUR)).toEqual([HOUR + 5, 2 * HOUR])
  })

  it('never lets a client that waits as told exceed 5 a minute or 10 an hour', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * MINUTE }), { minLength: 1, maxLength: 60 }), (gaps) => {
        const sent: number[] = []
        let now = 0
        for (const gap of gaps) {
          now += gap
          now = Math.max(now, nextWriteAt(sent, now))
          sent.push(now)
        }
        for (const at of sent) {
          expect(sent.filter((t) => t > at - MINUTE && t <= at).length).toBeLessThanOrEqual(5)
          expect(sent.filter((t) => t > at - HOUR && t <= at).length).toBeLessThanOrEqual(10)
        }
      }),
    )
  })
})
