import { describe, expect, it } from 'vitest'
import { matchHeader } from '../../../src/features/account-offers/import/column-match'
import { importColumns } from '../../../src/features/account-offers/import/import-columns'
import { checkTable } from '../../../src/features/account-offers/import/import-rows'
import { parseTable } from '../../../src/features/account-offers/import/parse-table'
import { templateFile } from '../../../src/features/account-offers/import/template-file'
import { templateFields } from '../../../src/lib/offer-template'

const FIELDS = templateFields([
  { key: 'server', rules: ['required'], values: ['EU', 'NA'] },
  { key: 'level', rules: ['required', 'integer', 'min:5', 'max:500'], values: null },
  { key: 'platforms.*', rules: ['string'], values: ['PC', 'Xbox', 'PlayStation'] },
  { key: 'price', rules: ['integer'], values: null },
  { key: 'email_access', rules: ['boolean'], values: null },
])
const SAMPLES = { title: 'Diamond 2 account', description: 'What the buyer gets.', price: '49.99', credentials: 'real-login\nreal-pass' }

describe('the importer’s template file', () => {
  it('has the game’s columns as a sheet names them and one example row that passes the checks, with a fake credential', async () => {
    const columns = importColumns(FIELDS)
    const text = templateFile('Valorant', columns, SAMPLES)
    const [header, example] = (await parseTable(text)).rows
    expect(header).toEqual([
      'game', 'title', 'description', 'price', 'credentials', 'is_manual', 'delivery_time', 'delivery_instructions', 'image_urls', 'private_note',
      'server', 'level', 'platforms', 'account_data.price', 'email_access',
    ])
    expect(example).toEqual(['Valorant', 'Diamond 2 account', 'What the buyer gets.', '49.99', 'login:password', 'no', '', '', '', '', 'EU', '5', 'PC; Xbox', '1', 'no'])
    expect(text).not.toContain('real-')
    expect(matchHeader(header!, columns).names).toEqual(columns.map((column) => column.name))
    const [row] = checkTable({ slug: 'valorant', name: 'Valorant' }, FIELDS, (await parseTable(text)).rows).rows
    expect(row!.problems).toEqual([])
  })
})
