import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { templateFields, type TemplateEntry, type TemplateField } from '../../../src/lib/offer-template'
import { templateErrorNames } from '../../../src/lib/template-form'
import { checkTemplateValues, templateData, templateFieldMessage } from '../../../src/lib/template-values'
import { codePointLength } from '../../../src/lib/text'

const RUNS = { numRuns: 300 }

const ruleArb = fc.oneof(
  fc.constantFrom('required', 'string', 'integer', 'boolean', 'array', 'nullable', 'numeric'),
  fc.nat(1000).map((n) => `min:${n}`),
  fc.nat(1000).map((n) => `max:${n}`),
  fc.constantFrom('regex:/^a+$/', 'between:1,5', 'url', 'in:a,b', ''),
  fc.string(),
)
const keyArb = fc.oneof(
  fc.constantFrom('rank', 'level', 'agents', 'agents.*', 'skins.*', '__proto__', 'constructor', '0', 'a.b', 'My Key', 'x[0]'),
  fc.string({ minLength: 1, maxLength: 12 }),
)
const valuesArb = fc.option(fc.uniqueArray(fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.integer()), { maxLength: 6 }), { nil: null })
const entriesArb = fc.uniqueArray(
  fc.record({ key: keyArb, rules: fc.array(ruleArb, { maxLength: 5 }), values: valuesArb }),
  { selector: (entry) => entry.key, maxLength: 8 },
) as fc.Arbitrary<TemplateEntry[]>

/** A value the field accepts, as a form holds it. */
function validValue(field: TemplateField): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'boolean':
      return fc.boolean()
    case 'select':
      return fc.constantFrom(...field.options.map((option) => option.text))
    case 'integer': {
      const low = Math.ceil(field.min ?? -1e6)
      return fc.integer({ min: low, max: Math.max(low, Math.floor(field.max ?? 1e6)) }).map(String)
    }
    default:
      return fc.constant(null)
  }
}

describe('a template’s rules as fields (property)', () => {
  it('never throws, and gives each entry one field with a unique name a form path keeps whole', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const fields = templateFields(entries)
        const names = fields.map((field) => field.name)
        expect(new Set(names).size).toBe(names.length)
        for (const name of names) expect(name).toMatch(/^(?!__proto__$)(?!\d+$)[\w-]+$/)
        const keys = new Set(entries.map((entry) => entry.key.replace(/\.\*$/, '')))
        expect(new Set(fields.map((field) => field.key))).toEqual(keys)
        // Every rule is either understood or kept for the server.
        for (const field of fields) {
          for (const rule of field.unknownRules) expect(entries.some((entry) => entry.rules.includes(rule))).toBe(true)
        }
      }),
      RUNS,
    )
  })

  it('accepts what its rules allow, and sends integers as numbers, booleans as booleans, a select’s listed value', () => {
    fc.assert(
      fc.property(
        entriesArb.chain((entries) => {
          const fields = templateFields(entries).filter((field) => ['boolean', 'select', 'integer'].includes(field.kind))
          const fits = fields.filter((field) => field.kind !== 'integer' || (field.min ?? -Infinity) <= (field.max ?? Infinity))
          return fc.tuple(fc.constant(fits), fc.tuple(...fits.map(validValue)))
        }),
        ([fields, values]) => {
          const map = Object.fromEntries(fields.map((field, index) => [field.name, values[index]]))
          expect(checkTemplateValues(fields, map)).toEqual({})
          const data = templateData(fields, map)
          for (const field of fields) {
            const sent = data[field.key]
            if (field.kind === 'integer') expect(sent).toBe(Number(map[field.name]))
            if (field.kind === 'boolean') expect(typeof sent).toBe('boolean')
            if (field.kind === 'select') expect(field.options.map((option) => option.value)).toContain(sent)
          }
        },
      ),
      RUNS,
    )
  })

  it('checks a text’s length in code points after trimming, and names the field in every message', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.string({ unit: 'grapheme', maxLength: 30 }), (max, text) => {
        const field = templateFields([{ key: 'nickname', rules: ['string', `max:${max}`], values: null }])[0]!
        const message = templateFieldMessage(field, text)
        expect(message === null).toBe(codePointLength(text.trim()) <= max)
        if (message !== null) expect(message.startsWith('Nickname: ')).toBe(true)
      }),
      RUNS,
    )
  })

  it('accepts a whole number exactly when it lies within min and max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -80, max: 80 }), (a, b, n) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const field = templateFields([{ key: 'level', rules: ['integer', `min:${min}`, `max:${max}`], values: null }])[0]!
        expect(templateFieldMessage(field, String(n)) === null).toBe(n >= min && n <= max)
      }),
      RUNS,
    )
  })

  it('maps every 422 key of a field, or of an item of it, back to that field', () => {
    fc.assert(
      fc.property(entriesArb, fc.nat(20), (entries, item) => {
        const fields = templateFields(entries)
        const fieldOf = templateErrorNames('account_data', fields)
        for (const field of fields) {
          const named = fields.find((other) => `account_data.${field.key}` === `account_data.${other.key}`)!
          expect(fieldOf(`account_data.${field.key}`)).toBe(`account_data.${named.name}`)
          if (field.kind === 'multi-select' || field.kind === 'list') {
            expect(fieldOf(`account_data.${field.key}.${item}`)).toMatch(/^account_data\./)
          }
        }
        expect(fieldOf('title')).toBeNull()
      }),
      RUNS,
    )
  })
})
