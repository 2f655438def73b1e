import { describe, expect, it } from 'vitest'
import { RelayError, type RelayEvent } from '../../../src/api/relay'
import { parseSse, readStreamEvent } from '../../../src/api/relay-stream'
import { backoff, runStream, type StreamStatus } from '../../../src/features/notifications/live/stream-loop'

const event = (cursor: number) => ({ cursor, id: `evt_${cursor}`, event: 'x', receivedAt: 1, title: 't', body: null, record: null, path: null, unreadable: {} }) as RelayEvent

describe('reading the relay’s stream', () => {
  it('splits what arrived into whole messages, keeps the unfinished rest, and skips pings', () => {
    const { messages, rest } = parseSse(': ping\n\nid: 4\r\nevent: relay-event\r\ndata: {"cursor":4}\r\n\r\nid: 5\nevent: relay-ev')
    expect(messages).toEqual([{ id: '4', event: 'relay-event', data: '{"cursor":4}' }])
    expect(rest).toBe('id: 5\nevent: relay-ev')
  })

  it('reads only the contract’s fields of an event, and leaves out one without a cursor', () => {
    const read = readStreamEvent({ id: '4', event: 'relay-event', data: JSON.stringify({ cursor: 4, title: 'New', payload: { keys: ['K-1'] } }) })
    expect(read).toMatchObject({ cursor: 4, title: 'New' })
    expect(JSON.stringify(read)).not.toContain('K-1')
    expect(readStreamEvent({ id: null, event: 'relay-event', data: '{"title":"no cursor"}' })).toBeNull()
    expect(readStreamEvent({ id: null, event: 'relay-event', data: 'not json' })).toBeNull()
  })
})

describe('following the stream', () => {
  it('reconnects with a growing wait from the last event it had, hands on a replayed event once, and stops on a refused key', async () => {
    const controller = new AbortController()
    const afters: number[] = []
    const waits: number[] = []
    const statuses: StreamStatus[] = []
    const handed: number[] = []
    const script = [
      (on: { onOpen: () => void; onEvent: (e: RelayEvent) => void }) => (on.onOpen(), on.onEvent(event(5)), on.onEvent(event(6)), Promise.reject(new RelayError('network', 'cut'))),
      () => Promise.reject(new RelayError('network', 'down')),
      (on: { onOpen: () => void; onEvent: (e: RelayEvent) => void }) => (on.onOpen(), on.onEvent(event(6)), on.onEvent(event(7)), Promise.resolve()),
      () => Promise.reject(new RelayError('http', 'Unauthorized', 401)),
    ]
    await runStream({
      after: 4,
      signal: controller.signal,
      follow: (options) => {
        afters.push(options.after)
        return script[afters.length - 1]!(options)
      },
      onEvent: (e) => handed.push(e.cursor),
      onStatus: (status) => statuses.push(status),
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
      random: () => 1,
    })
    expect(afters).toEqual([4, 6, 6, 7])
    expect(handed).toEqual([5, 6, 7])
    expect(waits).toEqual([1000, 2000, 1000])
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting', 'live', 'reconnecting', 'refused'])
  })

  it('waits at most 30 s between tries', () => {
    expect(backoff(20, () => 1)).toBe(30_000)
    expect(backoff(0, () => 0)).toBe(500)
  })
})
