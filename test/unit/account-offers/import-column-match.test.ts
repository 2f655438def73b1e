import { describe, expect, it } from 'vitest'
import { choiceOf, headerKey, matchHeader, needsMapping, unusedHeaders } from '../../../src/features/account-offers/import/column-match'
import { importColumns } from '../../../src/features/account-offers/import/import-columns'
import { templateFields } from '../../../src/lib/offer-template'

const FIELDS = templateFields([
  { key: 'server', rules: ['required'], values: ['EU', 'NA'] },
  { key: 'level', rules: ['required', 'integer'], values: null },
  { key: 'current_rank', rules: ['string'], values: null },
  { key: 'platforms.*', rules: ['string'], values: ['PC', 'Xbox'] },
  { key: 'accountAge', rules: ['integer'], values: null },
])
const COLUMNS = importColumns(FIELDS)
const names = (...header: string[]) => matchHeader(header, COLUMNS).names

describe('the importer’s column matcher', () => {
  it('matches the fixed fields and the template’s by key, with or without account_data., in any case', () => {
    expect(names('game', 'title', 'DESCRIPTION', ' Price ', 'credentials', 'server', 'Level', 'account_data.platforms', 'ACCOUNT_DATA.current_rank')).toEqual([
      'game', 'title', 'description', 'price', 'credentials',
      'account_data.server', 'account_data.level', 'account_data.platforms', 'account_data.current_rank',
    ])
  })

  it('takes spaces, dashes and underscores alike, and a field’s label', () => {
    expect(names('Current rank', 'current-rank', 'Current__Rank')).toEqual(['account_data.current_rank', null, null])
    expect(matchHeader(['Current rank', 'current-rank'], COLUMNS).repeated).toEqual(['current-rank'])
    // The label of a camelCase key ("Account age"), and the fixed fields' labels.
    expect(names('Account age', 'accountAge', 'Delivery time', 'image-urls', 'Manual delivery')).toEqual([
      'account_data.accountAge', null, 'delivery_time', 'image_urls', 'is_manual',
    ])
    expect(names('Price (EUR)', 'account data . server')).toEqual(['price', 'account_data.server'])
  })

  it('matches account_data. only to the template’s fields, and names what it cannot match or what is missing', () => {
    const match = matchHeader(['account_data.title', 'Region', '', 'title'], COLUMNS)
    expect(match.names).toEqual([null, null, null, 'title'])
    expect(match.unknown).toEqual(['account_data.title', 'Region'])
    expect(match.missing).toEqual(['description', 'price', 'account_data.server', 'account_data.level'])
    expect(needsMapping(match)).toBe(true)
  })

  it('calls a header that names two columns equally ambiguous, and matches neither; a fixed field beats a template field', () => {
    const columns = importColumns(templateFields([{ key: 'Price', rules: ['integer'], values: null }, { key: 'zone-id', rules: [], values: null }, { key: 'zone_id', rules: [], values: null }]))
    const match = matchHeader(['price', 'Zone ID', 'account_data.price'], columns)
    expect(match.names).toEqual(['price', null, 'account_data.Price'])
    expect(match.ambiguous).toEqual([{ header: 'Zone ID', columns: ['account_data.zone-id', 'account_data.zone_id'] }])
    expect(needsMapping(match)).toBe(true)
  })

  it('needs no mapping for a sheet that names every column; the choice is by header cell', () => {
    const header = ['title', 'description', 'price', 'credentials', 'server', 'level', 'Notes']
    const match = matchHeader(header.slice(0, 6), COLUMNS)
    expect(needsMapping(match)).toBe(false)
    expect(choiceOf(match)).toMatchObject({ title: 0, 'account_data.server': 4, 'account_data.level': 5 })
    expect(unusedHeaders(header, choiceOf(match))).toEqual(['Notes'])
    expect(headerKey('  Current__RANK - x ')).toBe('current rank x')
  })
})
