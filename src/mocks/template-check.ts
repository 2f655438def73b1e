import { offerTemplate, type TemplateKind } from './seed-offer-templates'
import type { FieldErrors } from './handlers/http'
import type { TemplateEntryRecord } from './types'

/*
 * The server's side of a template: an offer's `account_data`/`item_data`/`currency_data` judged against the game's
 * template as Laravel would, with its messages and keys (`account_data.rank`, `account_data.agents.1`), for the
 * handlers that create or change offers. Only the rules the templates use are judged (a `regex:` is not).
 */

const DATA_KEY: Record<TemplateKind, string> = { account: 'account_data', item: 'item_data', currency: 'currency_data' }

const rulesOf = (entry: TemplateEntryRecord) => entry.condition.split('|')
const bound = (rules: string[], name: string) => {
  const rule = rules.find((each) => each.startsWith(`${name}:`))
  return rule === undefined ? null : Number(rule.slice(name.length + 1))
}
const attribute = (key: string) => key.replace(/_/g, ' ')
const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0)

function judge(key: string, value: unknown, entry: TemplateEntryRecord): string | null {
  const rules = rulesOf(entry)
  const name = attribute(key)
  if (isEmpty(value)) return rules.includes('required') ? `The ${name} field is required.` : null
  const choices = Array.isArray(value) ? value : [value]
  if (entry.values && choices.some((choice) => !entry.values!.includes(choice as string | number))) return `The selected ${name} is invalid.`
  if (rules.includes('integer') && !Number.isInteger(value)) return `The ${name} field must be an integer.`
  if (rules.includes('boolean') && typeof value !== 'boolean') return `The ${name} field must be true or false.`
  if (rules.includes('string') && typeof value !== 'string') return `The ${name} field must be a string.`
  if (rules.includes('array') && !Array.isArray(value)) return `The ${name} field must be an array.`
  const size = typeof value === 'string' ? [...value].length : Array.isArray(value) ? value.length : (value as number)
  const unit = typeof value === 'string' ? ' characters' : Array.isArray(value) ? ' items' : ''
  const min = bound(rules, 'min')
  const max = bound(rules, 'max')
  if (min !== null && size < min) return `The ${name} field must be at least ${min}${unit}.`
  if (max !== null && size > max) return `The ${name} field must not be greater than ${max}${unit}.`
  return null
}

/** The errors of an offer's template data for the game `slug`, by Laravel's keys; none when all pass. */
export function checkTemplateData(kind: TemplateKind, slug: string, data: unknown): FieldErrors {
  const template = offerTemplate(kind, slug)
  const dataKey = DATA_KEY[kind]
  const entries = (template?.[dataKey] ?? {}) as Record<string, TemplateEntryRecord>
  const values = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const errors: FieldErrors = {}
  if (data != null && values !== data) errors[dataKey] = [`The ${attribute(dataKey)} field must be an array.`]
  for (const [key, entry] of Object.entries(entries)) {
    if (key.endsWith('.*')) {
      const items = values[key.slice(0, -2)]
      if (!Array.isArray(items)) continue
      items.forEach((item, index) => {
        const message = judge(`${dataKey}.${key.slice(0, -2)}.${index}`, item, entry)
        if (message) errors[`${dataKey}.${key.slice(0, -2)}.${index}`] = [message]
      })
    } else {
      const message = judge(`${dataKey}.${key}`, values[key], entry)
      if (message) errors[`${dataKey}.${key}`] = [message]
    }
  }
  return errors
}
