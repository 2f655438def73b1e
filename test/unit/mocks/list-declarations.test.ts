import { describe, expect, it } from 'vitest'
import {
  accountOrderList,
  buildListParams,
  currencyOfferList,
  giftCardOrderList,
  orderDisputeList,
  parseSort,
  type ListDeclaration,
} from '../../../src/api/lists'
import { call } from './request'

const LISTS = [giftCardOrderList, accountOrderList, orderDisputeList, currencyOfferList] as const
const list = (params: URLSearchParams, declaration: ListDeclaration) => call(`${declaration.path.replace('/v2', '')}?${params}`)

/** A valid value for a filter of each kind. */
const SAMPLE = { search: '10', ids: '1001, 7001', enum: '', date: '2026-01-01,2026-12-31', flag: '1' }

describe('buildListParams', () => {
  it('writes filters in declaration order, then sort, per_page and page; trims and drops empty values', () => {
    const params = buildListParams(accountOrderList, {
      status: 'pending',
      search: '  wow ',
      id: [1001, ' 1002 ', ''],
      game_id: '   ',
      is_manual_delivery: false,
      created_at: null,
      updated_at: undefined,
      sort: '-price',
      per_page: 50,
      page: 2,
    })
    expect([...params]).toEqual([
      ['filter[search]', 'wow'],
      ['filter[id]', '1001,1002'],
      ['filter[status]', 'pending'],
      ['filter[is_manual_delivery]', '0'],
      ['sort', '-price'],
      ['per_page', '50'],
      ['page', '2'],
    ])
    expect(buildListParams(giftCardOrderList, {}).toString()).toBe('')
  })

  it('reads back a sort', () => {
    expect(parseSort<typeof accountOrderList>('-delivery_time')).toEqual({ field: 'delivery_time', descending: true })
    expect(parseSort<typeof orderDisputeList>('id')).toEqual({ field: 'id', descending: false })
  })
})

describe.each(LISTS)('the mock serves the declaration of $path', (declaration) => {
  it('every filter param, with the names the URL uses', () => {
    for (const filter of declaration.filters) expect(filter.param).toBe(`filter[${filter.name}]`)
    expect(declaration).toMatchObject({ maxPerPage: 50, defaultPerPage: 15 })
    expect(declaration.sorts).toContain(declaration.defaultSort)
  })

  it('accepts every filter, alone and all at once', async () => {
    const values = Object.fromEntries(
      declaration.filters.map((filter) => [filter.name, filter.kind === 'enum' ? filter.values?.[0] : SAMPLE[filter.kind]]),
    )
    for (const filter of declaration.filters) {
      const { status } = await list(buildListParams(declaration, { [filter.name]: values[filter.name] }), declaration)
      expect(status, filter.param).toBe(200)
    }
    expect((await list(buildListParams(declaration, values), declaration)).status).toBe(200)
  })

  it('accepts every enum value and every sort, and the largest page', async () => {
    for (const filter of declaration.filters.filter((candidate) => candidate.kind === 'enum')) {
      for (const value of filter.values ?? []) {
        expect((await list(buildListParams(declaration, { [filter.name]: value }), declaration)).status).toBe(200)
      }
    }
    for (const sort of declaration.sorts) {
      const { status, body } = await list(buildListParams(declaration, { sort, per_page: declaration.maxPerPage }), declaration)
      expect(status, sort).toBe(200)
      expect(body.meta.per_page).toBe(declaration.maxPerPage)
    }
  })

  it('answers 422 for one more than the largest page and for a sort it does not declare', async () => {
    expect((await list(new URLSearchParams({ per_page: String(declaration.maxPerPage + 1) }), declaration)).status).toBe(422)
    expect((await list(new URLSearchParams({ sort: 'title' }), declaration)).status).toBe(422)
  })
})
