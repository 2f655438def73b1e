import { renderHook, act } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordListAvailability, useMissingLists } from '../../../src/api/list-availability'
import { accountOrderList } from '../../../src/api/lists'
import { answer, makeClient } from './helpers'

const PATH = accountOrderList.path

function clientTelling() {
  const told: [string, boolean][] = []
  const client = makeClient({ onListAvailability: (path, available) => told.push([path, available]) })
  return { client, told }
}

describe('which lists the server has', () => {
  it.each([404, 405, 501])('learns from a list answering %i, for a page and for a count, that it lacks the list', async (status) => {
    answer('get', `*${PATH}`, () => HttpResponse.json({ message: 'No such route.' }, { status }))
    const { client, told } = clientTelling()
    await expect(client.listAccountOrders()).rejects.toMatchObject({ status })
    await expect(client.countList(accountOrderList)).rejects.toMatchObject({ status })
    expect(told).toEqual([
      [PATH, false],
      [PATH, false],
    ])
  })

  it('learns it has the list from an answer with data, and nothing from other failures', async () => {
    const { client, told } = clientTelling()
    answer('get', `*${PATH}`, () => HttpResponse.json({ data: [], meta: { total: 0 }, links: {} }))
    expect(await client.countList(accountOrderList)).toBe(0)
    answer('get', `*${PATH}`, () => HttpResponse.json({ message: 'Database on fire' }, { status: 500 }))
    await expect(client.listAccountOrders()).rejects.toMatchObject({ status: 500 })
    expect(told).toEqual([[PATH, true]])
  })

  it('re-renders with the lists found missing, and forgets one that answers again', () => {
    const { result } = renderHook(() => useMissingLists())
    expect(result.current.size).toBe(0)
    act(() => recordListAvailability(PATH, false))
    expect([...result.current]).toEqual([PATH])
    const before = result.current
    act(() => recordListAvailability(PATH, false))
    expect(result.current).toBe(before)
    act(() => recordListAvailability(PATH, true))
    expect(result.current.size).toBe(0)
  })
})
