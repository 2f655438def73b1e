import type { OptionValue, TemplateField } from './offer-template'
import { templateDefaults } from './template-values'

/*
 * The other way from `templateData`: an offer's template data as the server has it (an item offer's `parameters`)
 * as the form's values, so that an edit form opens with what the offer holds.
 */

const optionText = (field: TemplateField, value: unknown) =>
  field.options.find((option) => option.value === (value as OptionValue))?.text ?? String(value)

function formValue(field: TemplateField, value: unknown): unknown {
  if (value == null) return undefined
  switch (field.kind) {
    case 'boolean':
      return value === true
    case 'select':
      return optionText(field, value)
    case 'multi-select':
      return Array.isArray(value) ? value.map((each) => optionText(field, each)) : []
    case 'list':
      return Array.isArray(value) ? value.map(String).join('\n') : String(value)
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}

/** The form's values of `fields` from the data sent before, by field name; a field without data is empty. */
export function templateFormValues(fields: readonly TemplateField[], data: Readonly<Record<string, unknown>>) {
  const values: Record<string, unknown> = templateDefaults(fields)
  for (const field of fields) {
    const value = Object.hasOwn(data, field.key) ? formValue(field, data[field.key]) : undefined
    if (value !== undefined) values[field.name] = value
  }
  return values
}
