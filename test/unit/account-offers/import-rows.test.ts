import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkTable } from '../../../src/features/account-offers/import/import-rows'
import { parseTable } from '../../../src/features/account-offers/import/parse-table'
import { templateFields } from '../../../src/lib/offer-template'

const FIELDS = templateFields([
  { key: 'rank', rules: ['required', 'string'], values: ['Iron', 'Gold', 'Radiant'] },
  { key: 'level', rules: ['required', 'integer', 'min:1', 'max:500'], values: null },
  { key: 'agents.*', rules: ['string'], values: ['Jett', 'Sage', 'Reyna'] },
  { key: 'email_access', rules: ['boolean'], values: null },
])
const GAME = { slug: 'valorant', name: 'Valorant' }
const HEADER = 'title,description,price,credentials,account_data.rank,account_data.level,account_data.agents,account_data.email_access'

describe('the importer’s rows', () => {
  it('reads quoted cells with line breaks and sends each row as the form would', async () => {
    const csv = `${HEADER}\r\n"Gold 2, 40 skins",Full access,19.90,"login: gold2\r\npassword: p,w""1""",Gold,40,Jett;Sage,yes\r\n`
    const { rows } = checkTable(GAME, FIELDS, (await parseTable(csv)).rows)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.problems).toEqual([])
    expect(rows[0]!.number).toBe(2)
    expect(rows[0]!.offer).toEqual({
      game: 'valorant',
      title: 'Gold 2, 40 skins',
      description: 'Full access',
      price: '19.90',
      credentials: ['login: gold2\npassword: p,w"1"'],
      account_data: { rank: 'Gold', level: 40, agents: ['Jett', 'Sage'], email_access: true },
    })
  })

  it('reads a table pasted from a spreadsheet (tabs) with its columns in another order', async () => {
    const tsv = 'price\taccount_data.level\tTitle\tdescription\tcredentials\taccount_data.rank\n5\t3\tIron one\tx\tu:p\tIron\n'
    const { rows, header } = checkTable(GAME, FIELDS, (await parseTable(tsv)).rows)
    expect(header.missing).toEqual([])
    expect(rows[0]).toMatchObject({ problems: [], offer: { title: 'Iron one', price: '5', credentials: ['u:p'], account_data: { rank: 'Iron', level: 3 } } })
  })

  it('says why each failing row fails, with the checks of the form and the template', async () => {
    const csv = [
      HEADER,
      ',,0.50,,Wood,0,Jett;Yoru,maybe',
      'Manual one,x,10,,Gold,5,,',
      `Long,x,10,"${'a'.repeat(501)}",Gold,5,,`,
      'Twin,x,10,same,Gold,5,,',
      'Twin two,x,10,same,Gold,5,,',
      'Twin,x,10,same,Gold,5,,',
      'Short,x,10',
    ].join('\n')
    const { rows } = checkTable(GAME, FIELDS, (await parseTable(csv)).rows)
    const problems = Object.fromEntries(rows.map((row) => [row.number, row.problems]))
    expect(problems[2]).toEqual([
      'title: Enter a title.',
      'description: Enter a description.',
      'price: The lowest price for an account is €0.99.',
      'credentials: at least one account is needed unless is_manual is yes.',
      'Rank: choose one of Iron, Gold, Radiant.',
      'Level: enter a whole number from 1 to 500.',
      'Agents: choose from Jett, Sage, Reyna (“Yoru” is not one).',
      'Email access: enter yes or no.',
    ])
    expect(problems[3]).toEqual(['credentials: at least one account is needed unless is_manual is yes.'])
    expect(problems[4]).toEqual(['credentials: account 1 has 501 characters; at most 500.'])
    expect(problems[5]).toEqual([])
    expect(problems[6]).toEqual(['credentials: account 1 is also in row 5.'])
    expect(problems[7]).toEqual(['The same as row 5.'])
    expect(problems[8]![0]).toBe('The row has 3 cells; the header has 8.')
  })

  it('takes manual delivery with a delivery time instead of credentials', async () => {
    const csv = 'title,description,price,is_manual,delivery_time,account_data.rank,account_data.level\nM,x,10,yes,2 hours,Gold,5\nN,x,10,yes,soon,Gold,5\n'
    const { rows } = checkTable(GAME, FIELDS, (await parseTable(csv)).rows)
    expect(rows[0]).toMatchObject({ problems: [], offer: { is_manual: true, delivery_time: { duration: 2, unit: 'hours' } } })
    expect(rows[1]!.problems).toEqual(['delivery_time: Enter the delivery time as a whole number of at least 1.'])
  })

  it('reads the seller’s own headers, a select in any case and a row’s game; a row for another game fails', async () => {
    const csv = 'Game,Title,Description,Price,Credentials,Rank,Level,Agents\nvalorant,A,x,10,u:p,gold,5,jett|sage\nFortnite,B,x,10,v:q,Gold,5,\n'
    const { rows, unused } = checkTable(GAME, FIELDS, (await parseTable(csv)).rows)
    expect(unused).toEqual([])
    expect(rows[0]).toMatchObject({ problems: [], offer: { game: 'valorant', account_data: { rank: 'Gold', level: 5, agents: ['Jett', 'Sage'] } } })
    expect(rows[1]!.problems).toEqual(['game: “Fortnite” is not Valorant; this import is for Valorant only.'])
  })

  it('takes the columns the seller chose, and leaves out the others', async () => {
    const csv = 'title,description,price,credentials,Tier,Lvl,Notes\nA,x,10,u:p,Iron,3,hello\n'
    const { rows, unused } = checkTable(GAME, FIELDS, (await parseTable(csv)).rows, {
      title: 0, description: 1, price: 2, credentials: 3, 'account_data.rank': 4, 'account_data.level': 5, 'account_data.agents': null,
    })
    expect(unused).toEqual(['Notes'])
    expect(rows[0]).toMatchObject({ problems: [], offer: { account_data: { rank: 'Iron', level: 3 } } })
  })

  it('never loses or mixes up a cell, whatever the text (a round trip through CSV quoting)', async () => {
    const cell = fc.string({ maxLength: 30 }).map((text) => text.replace(/\r/g, ''))
    await fc.assert(
      fc.asyncProperty(cell, cell, async (title, credential) => {
        fc.pre(title.trim() !== '' && credential.trim() !== '')
        const quote = (text: string) => `"${text.replace(/"/g, '""')}"`
        const csv = `title,description,price,credentials,account_data.rank,account_data.level\n${quote(title)},d,10,${quote(credential)},Gold,5\n`
        const [row] = checkTable(GAME, FIELDS, (await parseTable(csv)).rows).rows
        expect(row!.title).toBe(title.trim())
      }),
      { numRuns: 50 },
    )
  })
})
