import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { yieldToMain } from '../../../src/lib/idle'
import { loadAllIfPossible, loadQuery } from '../../../src/lib/load-query'

const query = (key: string, fetch: () => Promise<string>) => ({ queryKey: [key], queryFn: fetch })

describe('loadAllIfPossible', () => {
  it('starts every query, one task each, and keeps each failure in its own query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const started: string[] = []
    const fetchOf = (key: string, fail = false) => () => {
      started.push(key)
      return fail ? Promise.reject(new Error(`${key} failed`)) : Promise.resolve(`${key} data`)
    }
    const loading = loadAllIfPossible(
      client,
      [query('a', fetchOf('a')), query('b', fetchOf('b', true)), query('c', fetchOf('c'))],
      new AbortController().signal,
    )
    // None leaves in the task that called it (the one that starts the route's code downloads); then one a task.
    expect(started).toEqual([])
    await yieldToMain()
    expect(started).toEqual(['a'])
    await yieldToMain()
    expect(started).toEqual(['a', 'b'])
    expect(await loading).toEqual(['a data', null, 'c data'])
    expect(client.getQueryState(['b'])?.error).toEqual(new Error('b failed'))
  })

  it('when the seller moves on meanwhile, sends no more and cancels those still on their way', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const started: string[] = []
    const cancelled: string[] = []
    const hanging = (key: string) => (context: { signal: AbortSignal }) => {
      started.push(key)
      context.signal.addEventListener('abort', () => cancelled.push(key))
      return new Promise<string>(() => {})
    }
    const navigation = new AbortController()
    const queries = ['a', 'b', 'c'].map((key) => ({ queryKey: [key], queryFn: hanging(key) }))
    void loadAllIfPossible(client, queries, navigation.signal)
    await yieldToMain()
    await yieldToMain()
    navigation.abort()
    await yieldToMain()
    await yieldToMain()
    expect(started).toEqual(['a', 'b'])
    expect(cancelled).toEqual(['a', 'b'])
  })
})

describe('loadQuery', () => {
  it('sends in a task of its own, and not at all when the seller has moved on by then', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const started: string[] = []
    const fetchOf = (key: string) => () => {
      started.push(key)
      return Promise.resolve(`${key} data`)
    }
    const loading = loadQuery(client, query('a', fetchOf('a')), new AbortController().signal)
    expect(started).toEqual([])
    expect(await loading).toBe('a data')

    const navigation = new AbortController()
    const left = loadQuery(client, query('b', fetchOf('b')), navigation.signal)
    navigation.abort()
    await expect(left).rejects.toThrow()
    expect(started).toEqual(['a'])
  })
})
