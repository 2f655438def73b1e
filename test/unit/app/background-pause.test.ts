import { QueryObserver, focusManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordRateLimit } from '../../../src/api/rate-limit'
import { createQueryClient } from '../../../src/app/query-client'

const NOW = Date.UTC(2026, 10, 23, 10, 30)
const RESET = NOW + 30_000
const lowCount = () => recordRateLimit({ limit: 500, remaining: 12, resetAt: RESET })

function setUp() {
  const queryClient = createQueryClient({ retry: false })
  let calls = 0
  const queryFn = () => Promise.resolve(`answer ${++calls}`)
  return { queryClient, queryFn, calls: () => calls }
}

describe('background refetches while few API requests are left', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    focusManager.setFocused(undefined)
    vi.useRealTimers()
  })

  it('an invalidated query nothing shows keeps its data until the reset, then refetches', async () => {
    const { queryClient, queryFn, calls } = setUp()
    await queryClient.fetchQuery({ queryKey: ['order'], queryFn })
    lowCount()
    await queryClient.invalidateQueries({ queryKey: ['order'], refetchType: 'all' })
    expect(calls()).toBe(1)
    expect(queryClient.getQueryData(['order'])).toBe('answer 1')

    vi.setSystemTime(RESET)
    vi.advanceTimersByTime(0)
    await queryClient.invalidateQueries({ queryKey: ['order'], refetchType: 'all' })
    expect(calls()).toBe(2)
  })

  it('a query on screen does not refetch on focus while paused; a refetch asked for still goes', async () => {
    const { queryClient, queryFn, calls } = setUp()
    const observer = new QueryObserver(queryClient, {
      queryKey: ['offers'],
      queryFn,
      refetchOnWindowFocus: true,
      staleTime: 0,
    })
    const unsubscribe = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer 1'))
    lowCount()
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(10)
    expect(calls()).toBe(1)

    // The seller presses a button: it goes.
    await observer.refetch()
    expect(calls()).toBe(2)
    // An invalidation of what is on screen (after a write) goes too.
    await queryClient.invalidateQueries({ queryKey: ['offers'] })
    expect(calls()).toBe(3)
    unsubscribe()
  })

  it('refetchInterval waits at least until the reset', async () => {
    const { queryClient, queryFn, calls } = setUp()
    const observer = new QueryObserver(queryClient, { queryKey: ['list'], queryFn, refetchInterval: 5000 })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls()).toBe(1)
    lowCount()
    // A reading comes with the next answer; from then on the interval stretches to the reset.
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(6000)
    expect(calls()).toBe(3)
    unsubscribe()
  })
})
