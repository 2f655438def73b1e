import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/lib/api-error'
import { readServerErrors } from '../../../src/lib/form-errors'
import { fixedField, labelOf, templateFields, type TemplateEntry } from '../../../src/lib/offer-template'
import { templateErrorNames, templateSchema } from '../../../src/lib/template-form'
import { checkTemplateValues, templateData, templateDefaults, templateFieldMessage } from '../../../src/lib/template-values'

const entry = (key: string, condition: string, values: TemplateEntry['values'] = null): TemplateEntry => ({
  key,
  rules: condition.split('|'),
  values,
})
const only = (condition: string, values: TemplateEntry['values'] = null, key = 'rank') =>
  templateFields([entry(key, condition, values)])[0]!

describe('a template rule as a field, with the values it accepts and refuses', () => {
  const RANKS = ['Bronze', 'Silver', 'Gold']
  it.each([
    // rule, values, kind, accepted, refused → message
    ['required|string', RANKS, 'select', ['Gold'], [['', 'Rank: choose one of Bronze, Silver, Gold.'], ['Diamond', 'Rank: choose one of Bronze, Silver, Gold.']]],
    ['string', RANKS, 'select', ['', 'Silver', 'gold'], [['golden', 'Rank: choose one of Bronze, Silver, Gold.']]],
    ['required|integer|min:1|max:500', null, 'integer', ['1', '500', ' 42 '], [['0', 'Rank: enter a whole number from 1 to 500.'], ['1.5', 'Rank: enter a whole number from 1 to 500.'], ['', 'Rank: enter a value.'], ['abc', 'Rank: enter a whole number from 1 to 500.']]],
    ['integer|min:0', null, 'integer', ['', '0', '123456'], [['-1', 'Rank: enter a whole number at least 0.'], ['1e3', 'Rank: enter a whole number at least 0.']]],
    ['required|string|max:5', null, 'text', ['abcde', '😀😀😀😀😀'], [['abcdef', 'Rank: at most 5 characters (this has 6).'], ['  ', 'Rank: enter a value.']]],
    ['string|min:2|max:3', null, 'text', ['', 'ab'], [['a', 'Rank: from 2 to 3 characters (this has 1).']]],
    ['boolean', null, 'boolean', [true, false, 'yes', 'No', '1', ''], [['maybe', 'Rank: enter yes or no.']]],
    ['required|boolean', null, 'boolean', [false], []],
    ['required|array|min:1|max:2', RANKS, 'multi-select', [['Gold'], 'Gold; Silver'], [[[], 'Rank: choose at least one.'], [['Gold', 'Iron'], 'Rank: choose from Bronze, Silver, Gold (“Iron” is not one).'], [RANKS, 'Rank: choose from 1 to 2.']]],
    ['required|array', null, 'list', ['a\nb'], [['\n \n', 'Rank: enter at least one, one per line.']]],
    ['required|regex:/^[a-z]+$/', null, 'text', ['ABC'], [['', 'Rank: enter a value.']]],
  ] as const)('%s (values %j) → %s', (condition, values, kind, accepted, refused) => {
    const field = only(condition, values)
    expect(field.kind).toBe(kind)
    for (const value of accepted) expect(templateFieldMessage(field, value), JSON.stringify(value)).toBeNull()
    for (const [value, message] of refused) expect(templateFieldMessage(field, value)).toBe(message)
  })

  it('keeps an unknown rule as free text for the server, and tells the rest', () => {
    const field = only('required|regex:/^[a-z]+$/|between:1,5')
    expect(field).toMatchObject({ kind: 'text', required: true, unknownRules: ['regex:/^[a-z]+$/', 'between:1,5'] })
  })

  it('makes `name.*` a multi-select of the field `name`, joined to its own rules', () => {
    const fields = templateFields([
      entry('agents', 'required|array|max:2'),
      entry('agents.*', 'string', ['Jett', 'Sage', 'Omen']),
      entry('level', 'integer'),
    ])
    expect(fields.map((field) => [field.key, field.kind, field.required, field.max])).toEqual([
      ['agents', 'multi-select', true, 2],
      ['level', 'integer', false, null],
    ])
    expect(templateFields([entry('skins.*', 'string|max:3')])[0]).toMatchObject({
      key: 'skins',
      kind: 'list',
      required: false,
      item: { integer: false, min: null, max: 3 },
    })
    expect(templateFieldMessage(templateFields([entry('ids.*', 'integer|max:9')])[0]!, '3\n12')).toBe(
      'Ids: item 2 (“12”) must be a whole number at most 9.',
    )
  })

  it('names a field by a safe form name and a readable label', () => {
    const fields = templateFields([entry('account_level', 'integer'), entry('Level.max', 'string'), entry('0', 'string'), entry('__proto__', 'string')])
    expect(fields.map((field) => [field.name, field.label])).toEqual([
      ['account_level', 'Account level'],
      ['__1', 'Level max'],
      ['__2', '0'],
      ['__3', 'Proto'],
    ])
    expect(labelOf('heroPower')).toBe('Hero power')
  })
})

describe('what is sent', () => {
  const fields = templateFields([
    entry('rank', 'required', ['Bronze', 'Gold']),
    entry('tier', 'integer', [1, 2, 3]),
    entry('level', 'required|integer'),
    entry('email_access', 'boolean'),
    entry('agents.*', 'string', ['Jett', 'Sage']),
    entry('note', 'string'),
    entry('My Key', 'string'),
  ])

  it('turns typed values into the template data: numbers, booleans, string[]; empty optional fields left out', () => {
    const values = { ...templateDefaults(fields), rank: 'Gold', tier: '2', level: ' 42 ', agents: ['Sage', 'Jett'], __6: ' x ' }
    expect(checkTemplateValues(fields, values)).toEqual({})
    expect(templateData(fields, values)).toEqual({
      rank: 'Gold',
      tier: 2,
      level: 42,
      email_access: false,
      agents: ['Sage', 'Jett'],
      'My Key': 'x',
    })
  })

  it('reads a CSV row with the same rules', () => {
    const row = { rank: 'Gold', tier: '3', level: '7', email_access: 'yes', agents: 'Jett;Sage', note: '' }
    expect(checkTemplateValues(fields, row)).toEqual({})
    expect(templateData(fields, row)).toMatchObject({ email_access: true, agents: ['Jett', 'Sage'], tier: 3 })
    expect(checkTemplateValues(fields, { ...row, rank: 'Iron', level: 'x' })).toEqual({
      rank: 'Rank: choose one of Bronze, Gold.',
      level: 'Level: enter a whole number.',
    })
  })

  it('matches a cell to a select’s options in any case, and splits a multi-select on ";", ",", "|" or lines', () => {
    const row = { rank: 'gold', level: '7', agents: 'jett, SAGE' }
    expect(checkTemplateValues(fields, row)).toEqual({})
    expect(templateData(fields, row)).toMatchObject({ rank: 'Gold', agents: ['Jett', 'Sage'] })
    for (const cell of ['Jett|Sage', 'Jett ; Sage', 'Jett\nSage', 'Jett,Sage,']) expect(templateData(fields, { ...row, agents: cell }).agents).toEqual(['Jett', 'Sage'])
    expect(checkTemplateValues(fields, { ...row, agents: 'Jett, Yoru' })).toEqual({ agents: 'Agents: choose from Jett, Sage (“Yoru” is not one).' })
  })

  it('keeps an option whose own text holds a comma, and a text field’s commas', () => {
    const [regions, note, ambiguous] = templateFields([
      entry('regions.*', 'string', ['TW, HK, MO', 'Asia', 'Europe']),
      entry('note', 'string'),
      entry('tier', 'string', ['eu', 'EU']),
    ])
    expect(templateData([regions!, note!], { regions: 'Asia, tw, hk, mo|Europe', note: 'a, b; c' })).toEqual({
      regions: ['Asia', 'TW, HK, MO', 'Europe'],
      note: 'a, b; c',
    })
    // Two options differing only in case: only the exact text names one.
    expect(templateData([ambiguous!], { tier: 'EU' })).toEqual({ tier: 'EU' })
    expect(templateFieldMessage(ambiguous!, 'Eu')).toBe('Tier: choose one of eu, EU.')
  })

  it('is one zod schema: messages on each field, the data as sent once all pass', () => {
    const schema = templateSchema(fields)
    const refused = schema.safeParse({ rank: '', level: '1' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['rank'], 'Rank: choose one of Bronze, Gold.']])
    expect(schema.parse({ rank: 'Bronze', level: '1' })).toEqual({ rank: 'Bronze', level: 1 })
  })

  it('puts the server’s 422 keys on the form’s fields, an item’s on its list', () => {
    const fieldOf = templateErrorNames('account_data', fields)
    expect(['account_data.rank', 'account_data.agents.1', 'account_data.My Key', 'account_data.other', 'title'].map(fieldOf)).toEqual([
      'account_data.rank',
      'account_data.agents',
      'account_data.__6',
      null,
      null,
    ])
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'Invalid (and 3 more errors)',
      fieldErrors: { title: ['Too long.'], 'account_data.rank': ['Invalid rank.'], 'account_data.agents.0': ['A.'], 'account_data.agents.1': ['B.'] },
    })
    expect(readServerErrors(error, ['title'], fieldOf).fields).toEqual([
      ['title', 'Too long.'],
      ['account_data.rank', 'Invalid rank.'],
      ['account_data.agents', 'A. B.'],
    ])
  })
})

describe('fixed fields', () => {
  it('marks a field optional by a sample that starts "(optional)"', () => {
    expect(fixedField('image_urls', '(optional) https://x')).toEqual({ name: 'image_urls', sample: 'https://x', optional: true })
    expect(fixedField('title', 'A title (optional words)')).toEqual({ name: 'title', sample: 'A title (optional words)', optional: false })
  })
})
