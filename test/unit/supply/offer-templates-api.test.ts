import { afterEach, describe, expect, it } from 'vitest'
import { setTokenSource } from '../../../src/api/auth'
import { gamesFor, getGames, getOfferTemplate, isNoTemplate, readOfferTemplate } from '../../../src/api/offer-templates'
import { templateFields } from '../../../src/lib/offer-template'
import { call } from '../mocks/request'

describe('the games and templates of the mock backend', () => {
  afterEach(() => setTokenSource(() => null))

  it('pages the games with their services, and answers 404 for a template the game does not sell', async () => {
    const first = await call('/games?per_page=4')
    expect(first.status).toBe(200)
    expect(first.body.meta).toMatchObject({ total: 9, last_page: 3, per_page: 4 })
    expect(Object.keys(first.body.data[0])).toEqual(['id', 'name', 'slug', 'acronym', 'services', 'game_item_collections'])
    expect((await call('/account-offers/templates/clash-of-clans')).status).toBe(404)
    expect((await call('/item-offers/templates/valorant')).status).toBe(404)
    expect((await call('/games', { token: null })).status).toBe(401)
  })

  it('reads every game across pages, and a template through the app’s client', async () => {
    setTokenSource(() => 'demo')
    const { records } = await getGames()
    expect(records).toHaveLength(9)
    const accounts = gamesFor(records, 'account').map((game) => game.slug)
    expect(accounts).toEqual(['world-of-warcraft', 'fortnite', 'league-of-legends', 'genshin-impact', 'valorant'])
    for (const slug of accounts) expect((await getOfferTemplate('account', slug!)).entries.length).toBeGreaterThan(0)
    for (const game of gamesFor(records, 'item')) expect((await getOfferTemplate('item', game.slug!)).unreadable).toEqual([])
    for (const game of gamesFor(records, 'currency')) expect((await getOfferTemplate('currency', game.slug!)).unreadable).toEqual([])

    const valorant = await getOfferTemplate('account', 'valorant')
    expect(templateFields(valorant.entries).map((field) => [field.key, field.kind])).toEqual([
      ['rank', 'select'],
      ['level', 'integer'],
      ['server', 'select'],
      ['agents', 'multi-select'],
      ['platforms', 'multi-select'],
      ['email_access', 'boolean'],
    ])
    expect(valorant.fixed.find((field) => field.name === 'image_urls')).toMatchObject({ optional: true })
    expect(valorant.fixed.find((field) => field.name === 'title')).toMatchObject({ optional: false })
    expect(await getOfferTemplate('account', 'clash-of-clans').catch(isNoTemplate)).toBe(true)
  })
})

describe('reading a template', () => {
  const read = readOfferTemplate('item')

  it('keeps the entries it can read and names the others; a list of rules and a rule object are rules', () => {
    const template = read(
      {
        template: {
          title: 'A sample',
          stock: 100,
          item_data: {
            kind: { condition: 'required', values: ['A', 'B'] },
            broken: 'required',
            tags: { condition: ['required', 'array'], values: [1, 2] },
            odd: { condition: { rule: 'in' } },
            bad_values: { condition: 'string', values: [{}] },
          },
        },
      },
      200,
    )
    expect(template.fixed).toEqual([
      { name: 'title', sample: 'A sample', optional: false },
      { name: 'stock', sample: '100', optional: false },
    ])
    expect(template.entries).toEqual([
      { key: 'kind', rules: ['required'], values: ['A', 'B'] },
      { key: 'tags', rules: ['required', 'array'], values: [1, 2] },
      { key: 'odd', rules: ['{"rule":"in"}'], values: null },
    ])
    expect(template.unreadable).toEqual(['broken', 'bad_values'])
  })

  it('reads PHP’s empty map, refuses an answer without a template, and marks a data map that is not one', () => {
    expect(read({ template: { item_data: [] } }, 200).entries).toEqual([])
    expect(read({ template: { item_data: 'x' } }, 200).unreadable).toEqual(['*'])
    expect(() => read({ data: {} }, 200)).toThrow('template is not an object')
  })
})
