import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime, formatMoney, formatNumber, prepareFormats } from '../../../src/lib/format'

describe('prepareFormats', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('makes the first formatter right after start-up, the others one idle moment at a time; the screens format as before', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    prepareFormats()
    // The first (the one that loads the locale data) waits for no idle moment, only for start-up to finish.
    expect(idle).toHaveLength(0)
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
    let moments = 0
    while (idle.length > 0) {
      // Never more than one waiting: each formatter gets a moment of its own, not one long task.
      expect(idle).toHaveLength(1)
      idle.shift()?.()
      moments += 1
    }
    expect(moments).toBe(3)
    expect(formatNumber(1234)).toBe(new Intl.NumberFormat().format(1234))
    expect(formatMoney('1.50', 'EUR')).toMatch(/1[.,]50/)
    const browsers = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
    expect(formatDateTime(0).replace(/\s/g, ' ')).toBe(browsers.replace(/\s/g, ' '))
  })

  it('works where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    Reflect.deleteProperty(window, 'requestIdleCallback')
    vi.useFakeTimers()
    prepareFormats()
    await vi.runAllTimersAsync()
    vi.useRealTimers()
    expect(formatNumber(5)).toBe('5')
  })
})
