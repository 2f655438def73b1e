import type { TemplateField, TemplateOption } from './offer-template'
import { codePointLength } from './text'

/*
 * The values of a template's fields: checked against their rules and turned into what is sent. A value is what a
 * form holds (text, a checkbox's boolean, a multi-select's string[]) or a CSV cell's text, so the bulk importer
 * checks its rows with the same messages.
 */

/** A form's values of the template's fields, by field name. */
export type TemplateValues = Readonly<Record<string, unknown>>

/** The empty form: text, numbers, selects and lists '', checkboxes false, multi-selects []. */
export function templateDefaults(fields: readonly TemplateField[]): Record<string, string | boolean | string[]> {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.kind === 'boolean' ? false : field.kind === 'multi-select' ? [] : '']),
  )
}

const YES = new Set(['true', 'yes', 'y', '1', 'on'])
const NO = new Set(['false', 'no', 'n', '0', 'off'])

const trimmed = (raw: readonly string[]) => raw.map((choice) => choice.trim()).filter((choice) => choice !== '')

/** The option a text names: as listed, else the one it names in another case (`eu` → `EU`) when only one does. */
export function optionFor(field: TemplateField, text: string): TemplateOption | undefined {
  const exact = field.options.find((option) => option.text === text)
  if (exact) return exact
  const folded = field.options.filter((option) => option.text.toLowerCase() === text.toLowerCase())
  return folded.length === 1 ? folded[0] : undefined
}

/**
 * A comma-separated run of choices, where an option may hold a comma itself ("TW, HK, MO"): the longest run of
 * pieces that names an option is one choice; any other piece is a choice of its own.
 */
function splitCommas(field: TemplateField, text: string): string[] {
  if (optionFor(field, text.trim())) return [text]
  const pieces = text.split(',')
  const choices: string[] = []
  for (let start = 0; start < pieces.length; ) {
    let end = pieces.length
    while (end > start + 1 && !optionFor(field, pieces.slice(start, end).join(',').trim())) end -= 1
    choices.push(pieces.slice(start, end).join(','))
    start = end
  }
  return choices
}

/**
 * A multi-select's value: its choices, or a cell's text with choices separated by ";", "|", "," or line breaks
 * (a comma inside an option's own text stays).
 */
export function choicesOf(field: TemplateField, value: unknown): string[] {
  if (Array.isArray(value)) return trimmed(value.map(String))
  if (typeof value !== 'string') return []
  return trimmed(value.split(/[;|\r\n]+/).flatMap((part) => splitCommas(field, part)))
}

/** A list's items: one per line, trimmed, blank lines left out. */
export function itemsOf(value: unknown): string[] {
  return trimmed(Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\r\n|\r|\n/) : [])
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value))
const isEmpty = (field: TemplateField, value: unknown) =>
  field.kind === 'boolean'
    ? typeof value !== 'boolean' && textOf(value) === ''
    : field.kind === 'multi-select' || field.kind === 'list'
      ? itemsOrChoices(field, value).length === 0
      : textOf(value) === ''
const itemsOrChoices = (field: TemplateField, value: unknown) =>
  field.kind === 'list' ? itemsOf(value) : choicesOf(field, value)
const isWhole = (text: string) => /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))

function range(unit: string, min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `from ${min} to ${max}${unit}`
  if (min !== null) return `at least ${min}${unit}`
  return max !== null ? `at most ${max}${unit}` : null
}

const outside = (n: number, min: number | null, max: number | null) => (min !== null && n < min) || (max !== null && n > max)
const choiceList = (field: TemplateField) => field.options.map((option) => option.text).join(', ')

function problem(field: TemplateField, value: unknown): string | null {
  const text = textOf(value)
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' || YES.has(text.toLowerCase()) || NO.has(text.toLowerCase())
        ? null
        : 'enter yes or no.'
    case 'select':
      return optionFor(field, text) ? null : `choose one of ${choiceList(field)}.`
    case 'integer': {
      const bounds = range('', field.min, field.max)
      const fits = isWhole(text) && !outside(Number(text), field.min, field.max)
      return fits ? null : `enter a whole number${bounds === null ? '' : ` ${bounds}`}.`
    }
    case 'text': {
      const length = codePointLength(text)
      return outside(length, field.min, field.max) ? `${range(' characters', field.min, field.max)} (this has ${length}).` : null
    }
    case 'multi-select': {
      const choices = choicesOf(field, value)
      const unknown = choices.find((choice) => !optionFor(field, choice))
      if (unknown !== undefined) return `choose from ${choiceList(field)} (“${unknown}” is not one).`
      return outside(choices.length, field.min, field.max) ? `choose ${range('', field.min, field.max)}.` : null
    }
    case 'list': {
      const items = itemsOf(value)
      if (outside(items.length, field.min, field.max)) return `${range(' items', field.min, field.max)}, one per line.`
      const { item } = field
      if (!item) return null
      const fits = (each: string) =>
        item.integer
          ? isWhole(each) && !outside(Number(each), item.min, item.max)
          : !outside(codePointLength(each), item.min, item.max)
      const bad = items.findIndex((each) => !fits(each))
      if (bad < 0) return null
      const rule = item.integer ? `a whole number ${range('', item.min, item.max) ?? ''}`.trim() : range(' characters', item.min, item.max)
      return `item ${bad + 1} (“${items[bad]}”) must be ${rule}.`
    }
  }
}

function emptyMessage(field: TemplateField): string {
  if (field.kind === 'select') return `choose one of ${choiceList(field)}.`
  if (field.kind === 'multi-select') return field.min && field.min > 1 ? `choose at least ${field.min}.` : 'choose at least one.'
  if (field.kind === 'list') return 'enter at least one, one per line.'
  if (field.kind === 'boolean') return 'enter yes or no.'
  return 'enter a value.'
}

/** The message for one field's value, starting with its label ("Rank: choose one of Bronze, Silver, Gold."), or null. */
export function templateFieldMessage(field: TemplateField, value: unknown): string | null {
  if (isEmpty(field, value)) return field.required ? `${field.label}: ${emptyMessage(field)}` : null
  const message = problem(field, value)
  return message === null ? null : `${field.label}: ${message}`
}

/** Every field's message, by field name; an empty object when all values pass. */
export function checkTemplateValues(fields: readonly TemplateField[], values: TemplateValues): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const field of fields) {
    const message = templateFieldMessage(field, values[field.name])
    if (message !== null) messages[field.name] = message
  }
  return messages
}

function sent(field: TemplateField, value: unknown): unknown {
  const text = textOf(value)
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : YES.has(text.toLowerCase())
    case 'integer':
      return Number(text)
    case 'select':
      return optionFor(field, text)?.value ?? text
    case 'multi-select':
      return choicesOf(field, value).map((choice) => optionFor(field, choice)?.value ?? choice)
    case 'list':
      return field.item?.integer ? itemsOf(value).map(Number) : itemsOf(value)
    case 'text':
      return text
  }
}

/**
 * The template's data as sent (`account_data`...), by the template's keys: whole numbers as numbers, checkboxes as
 * booleans, selects as the value the template lists, multi-selects and lists as arrays. An empty field is left out.
 * Check the values first: a value that does not pass is sent as it reads, for the server to judge.
 */
export function templateData(fields: readonly TemplateField[], values: TemplateValues): Record<string, unknown> {
  // Own properties whatever the key (a key "__proto__" assigned would set the object's prototype).
  return Object.fromEntries(
    fields.filter((field) => !isEmpty(field, values[field.name])).map((field) => [field.key, sent(field, values[field.name])]),
  )
}
