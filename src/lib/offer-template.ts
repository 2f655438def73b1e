/*
 * An offer template's data entries (`account_data`, `item_data`, `currency_data`) as form fields. Each entry
 * carries Laravel-style rules (api-notes, "Templates"); a rule this app does not know is left to the server.
 */

/** A value an entry's `values` may list, kept as the server sent it so that a number goes back a number. */
export type OptionValue = string | number | boolean

/** One data entry as the template sends it: its key, its rules and the options it allows. */
export interface TemplateEntry {
  key: string
  rules: readonly string[]
  values: readonly OptionValue[] | null
}

/**
 * How a field is drawn and what it sends: `text` a string, `integer` a number, `boolean` true or false,
 * `select` one of `options`, `multi-select` some of them (string[]), `list` free items, one per line (string[]).
 */
export type TemplateFieldKind = 'text' | 'integer' | 'boolean' | 'select' | 'multi-select' | 'list'

export interface TemplateOption {
  text: string
  value: OptionValue
}

export interface TemplateField {
  /** The template's key, as sent and as the server names it in its errors. */
  key: string
  /** The key as a react-hook-form name segment: the key itself, or `__N` when the key would break a path. */
  name: string
  label: string
  kind: TemplateFieldKind
  required: boolean
  /** `min:N`/`max:N`: characters for text, the value for an integer, the count of a multi-select or list. */
  min: number | null
  max: number | null
  options: readonly TemplateOption[]
  /** The rules of each item of a list (`name.*`): whole numbers, and their bounds. */
  item: { integer: boolean; min: number | null; max: number | null } | null
  /** Rules this app does not know, left for the server to judge. */
  unknownRules: readonly string[]
}

const KNOWN = new Set(['required', 'nullable', 'sometimes', 'string', 'integer', 'numeric', 'boolean', 'array'])
const SAFE_NAME = /^(?!__)(?!\d+$)[\w-]+$/

function bound(rules: readonly string[], name: 'min' | 'max'): number | null {
  for (const rule of rules) {
    const match = new RegExp(`^${name}:(-?\\d+(?:\\.\\d+)?)$`).exec(rule.trim())
    if (match) return Number(match[1])
  }
  return null
}

const isKnown = (rule: string) => KNOWN.has(rule.trim()) || /^(min|max):-?\d+(\.\d+)?$/.test(rule.trim())
const has = (rules: readonly string[], rule: string) => rules.some((each) => each.trim() === rule)

/** "account_level" and "accountLevel" → "Account level". */
export function labelOf(key: string): string {
  const words = key
    .replace(/\.\*$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase()
  return words === '' ? key : words[0]!.toUpperCase() + words.slice(1)
}

/** The options by their text, trimmed; a blank one or a repeat of an earlier text (1 and "1") is left out. */
function toOptions(values: readonly OptionValue[] | null): TemplateOption[] {
  const options = new Map<string, TemplateOption>()
  for (const value of values ?? []) {
    const text = String(value).trim()
    if (text !== '' && !options.has(text)) options.set(text, { text, value })
  }
  return [...options.values()]
}

function kindOf(rules: readonly string[], options: readonly TemplateOption[], isArray: boolean): TemplateFieldKind {
  if (isArray) return options.length > 0 ? 'multi-select' : 'list'
  if (options.length > 0) return 'select'
  if (has(rules, 'boolean')) return 'boolean'
  if (has(rules, 'integer')) return 'integer'
  return 'text'
}

/** The template's entries as fields, in its order; `name.*` joins the entry `name` (or stands for it). */
export function templateFields(entries: readonly TemplateEntry[]): TemplateField[] {
  const items = new Map(entries.filter((entry) => entry.key.endsWith('.*')).map((entry) => [entry.key.slice(0, -2), entry]))
  const keys = new Set(entries.map((entry) => entry.key))
  const fields: TemplateField[] = []
  entries.forEach((entry, index) => {
    const isItemRule = entry.key.endsWith('.*')
    const key = isItemRule ? entry.key.slice(0, -2) : entry.key
    if (isItemRule && keys.has(key)) return
    const item = isItemRule ? entry : items.get(key)
    const own = isItemRule ? [] : entry.rules
    const options = toOptions(entry.values?.length ? entry.values : (item?.values ?? null))
    const isArray = item !== undefined || has(own, 'array')
    const kind = kindOf(own, options, isArray)
    fields.push({
      key,
      name: SAFE_NAME.test(key) ? key : `__${index}`,
      label: labelOf(key),
      kind,
      required: has(own, 'required'),
      min: bound(own, 'min'),
      max: bound(own, 'max'),
      options,
      item:
        isArray && item && kind === 'list'
          ? { integer: has(item.rules, 'integer'), min: bound(item.rules, 'min'), max: bound(item.rules, 'max') }
          : null,
      unknownRules: [...own, ...(item?.rules ?? [])].filter((rule) => !isKnown(rule)),
    })
  })
  return fields
}

/** A fixed field of the template: its sample value, and whether the sample marks it optional. */
export interface FixedField {
  name: string
  sample: string
  optional: boolean
}

/** A sample value starting "(optional)" marks its fixed field optional (api-notes, "Templates"). */
export function fixedField(name: string, sample: string): FixedField {
  const optional = /^\s*\(optional\)/i.test(sample)
  return { name, sample: optional ? sample.replace(/^\s*\(optional\)\s*/i, '') : sample, optional }
}
