import { z } from 'zod/mini'
import type { ServerKeyMap } from './form-errors'
import type { TemplateField } from './offer-template'
import { checkTemplateValues, templateData, type TemplateValues } from './template-values'

/*
 * A template's fields in a react-hook-form form, under a prefix (`account_data`, `item_data`, `currency_data`):
 * one zod schema for the form's own, and the server's 422 keys mapped onto the fields.
 */

const valuesOf = (raw: unknown): TemplateValues => (typeof raw === 'object' && raw !== null ? (raw as TemplateValues) : {})

/**
 * The schema of the values under the prefix: each field's message on its own name (`account_data.rank`), and, once
 * every field passes, the data as sent (`templateData`: by the template's keys, numbers as numbers...).
 *
 *   z.object({ title: ..., account_data: templateSchema(fields) })
 */
export function templateSchema(fields: readonly TemplateField[]) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((raw, ctx) => {
        const values = valuesOf(raw)
        for (const [name, message] of Object.entries(checkTemplateValues(fields, values))) {
          ctx.issues.push({ code: 'custom', message, path: [name], input: values[name] })
        }
      }),
    ),
    z.transform((raw): Record<string, unknown> => templateData(fields, valuesOf(raw))),
  )
}

/**
 * The 422 keys of the template's data (`account_data.rank`, `account_data.agents.0`) as the form's field names
 * (`account_data.rank`, `account_data.agents`), for `applyServerErrors(form, error, fieldOf)`.
 */
export function templateErrorNames(prefix: string, fields: readonly TemplateField[]): ServerKeyMap {
  return (key) => {
    if (!key.startsWith(`${prefix}.`)) return null
    const rest = key.slice(prefix.length + 1)
    const matches = fields.filter((field) => rest === field.key || rest.startsWith(`${field.key}.`))
    const field = matches.sort((a, b) => b.key.length - a.key.length)[0]
    return field ? `${prefix}.${field.name}` : null
  }
}
