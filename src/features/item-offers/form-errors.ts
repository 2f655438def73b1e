import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { readServerErrors } from '../../lib/form-errors'
import type { TemplateField } from '../../lib/offer-template'
import { templateErrorNames } from '../../lib/template-form'
import { checkTemplateValues } from '../../lib/template-values'

/* Messages onto an item offer form's fields: the fixed ones by their names, the template's under `item_data.`. */

const FIXED = ['title', 'description', 'price', 'stock', 'min_quantity', 'game', 'delivery_duration', 'delivery_unit']

/** Sets each message under its field, the first one focused; whether there was any. */
export function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, errors: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(errors)
  entries.forEach(([name, message], index) => form.setError(name as Path<T>, { type: 'rule', message }, { shouldFocus: index === 0 }))
  return entries.length > 0
}

/** The template's messages as the form names them (`item_data.<name>`). */
export function templateMessages(fields: readonly TemplateField[], values: Readonly<Record<string, unknown>>, prefix = 'item_data') {
  return Object.fromEntries(Object.entries(checkTemplateValues(fields, values)).map(([name, message]) => [`${prefix}.${name}`, message]))
}

/** A 422's messages by the form's field names (`item_data.rank` onto its field); none for another failure. */
export function serverFieldErrors(error: unknown, fields: readonly TemplateField[], prefix = 'item_data'): Record<string, string> {
  return Object.fromEntries(readServerErrors(error, FIXED, templateErrorNames(prefix, fields)).fields)
}
