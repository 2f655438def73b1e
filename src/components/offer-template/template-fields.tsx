import { useId } from 'react'
import { useController, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form'
import type { TemplateField } from '../../lib/offer-template'
import { Alert } from '../ui/alert'
import { Checkbox } from '../ui/checkbox'
import { Field } from '../ui/field'
import { FieldError } from '../ui/field-error'
import { Input } from '../ui/input'
import { Select } from '../ui/select'
import { Textarea } from '../ui/textarea'
import styles from './offer-template.module.css'

interface TemplateFieldsProps<T extends FieldValues> {
  control: Control<T>
  /** Where the values live in the form: `account_data`, `item_data` or `currency_data`. */
  prefix: string
  fields: readonly TemplateField[]
  /** The template's entries that could not be read (`OfferTemplate.unreadable`): named, for the server to judge. */
  unreadable?: readonly string[]
  disabled?: boolean
}

/**
 * A template's data entries as controls of a react-hook-form form, each at `<prefix>.<field.name>`: text, whole
 * numbers, a checkbox, a select, a group of checkboxes (multi-select) or one item per line (list). Their check is
 * the form's schema (`templateSchema`); the messages show under each control.
 */
export function TemplateFields<T extends FieldValues>({ control, prefix, fields, unreadable = [], disabled }: TemplateFieldsProps<T>) {
  return (
    <>
      {unreadable.length > 0 ? (
        <Alert tone="warning" title="Part of the game’s template could not be read.">
          <p>
            {unreadable.includes('*')
              ? 'Its fields are not shown here; the marketplace checks them when you send.'
              : `Not shown: ${unreadable.join(', ')}. The marketplace checks them when you send.`}
          </p>
        </Alert>
      ) : null}
      {fields.length > 0 ? (
        <div className={styles.fields}>
          {fields.map((field) => (
            <TemplateFieldControl
              key={field.name}
              control={control}
              name={`${prefix}.${field.name}` as Path<T>}
              field={field}
              disabled={disabled}
            />
          ))}
        </div>
      ) : null}
    </>
  )
}

function hintOf(field: TemplateField): string | undefined {
  const { min, max } = field
  const span = min !== null && max !== null ? `${min} to ${max}` : min !== null ? `at least ${min}` : max !== null ? `at most ${max}` : null
  const hints = [
    span && field.kind === 'text' ? `${span[0]!.toUpperCase()}${span.slice(1)} characters.` : null,
    span && field.kind === 'integer' ? `A whole number, ${span}.` : null,
    field.kind === 'list' ? `One per line${span ? `; ${span}` : ''}.` : null,
    span && field.kind === 'multi-select' ? `Choose ${span}.` : null,
    field.unknownRules.length > 0 ? `The marketplace also checks: ${field.unknownRules.join(', ')}.` : null,
  ]
  return hints.filter(Boolean).join(' ') || undefined
}

const emptyValue = (field: TemplateField) => (field.kind === 'boolean' ? false : field.kind === 'multi-select' ? [] : '')

interface ControlProps<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
  field: TemplateField
  disabled?: boolean
}

function TemplateFieldControl<T extends FieldValues>({ control, name, field, disabled }: ControlProps<T>) {
  const { field: input, fieldState } = useController({
    control,
    name,
    disabled,
    defaultValue: emptyValue(field) as PathValue<T, Path<T>>,
  })
  const id = useId()
  const error = fieldState.error?.message
  const label = field.required || field.kind === 'boolean' ? field.label : `${field.label} (optional)`
  const hint = hintOf(field)
  const text = { name: input.name, ref: input.ref, onBlur: input.onBlur, disabled: input.disabled }

  if (field.kind === 'boolean') {
    return (
      <div>
        <Checkbox
          id={id}
          label={label}
          {...text}
          checked={input.value === true}
          onChange={(event) => input.onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={id} error={error} />
      </div>
    )
  }
  if (field.kind === 'multi-select') {
    const chosen: string[] = Array.isArray(input.value) ? (input.value as string[]) : []
    const toggle = (option: string, on: boolean) =>
      input.onChange(field.options.map((each) => each.text).filter((each) => (each === option ? on : chosen.includes(each))))
    return (
      <fieldset className={styles.choices} aria-describedby={[error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}>
        <legend>{label}</legend>
        <div className={styles.options}>
          {field.options.map((option, index) => (
            <Checkbox
              key={option.text}
              label={option.text}
              ref={index === 0 ? input.ref : undefined}
              name={input.name}
              disabled={input.disabled}
              onBlur={input.onBlur}
              checked={chosen.includes(option.text)}
              onChange={(event) => toggle(option.text, event.target.checked)}
            />
          ))}
        </div>
        <FieldError id={id} error={error} />
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </fieldset>
    )
  }
  const value = typeof input.value === 'string' ? input.value : ''
  const onChange = (event: { target: { value: string } }) => input.onChange(event.target.value)
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {field.kind === 'select' ? (
        <Select {...text} value={value} onChange={onChange}>
          <option value="">Choose…</option>
          {field.options.map((option) => (
            <option key={option.text} value={option.text}>
              {option.text}
            </option>
          ))}
        </Select>
      ) : field.kind === 'list' ? (
        <Textarea {...text} rows={3} value={value} onChange={onChange} />
      ) : (
        <Input {...text} inputMode={field.kind === 'integer' ? 'numeric' : undefined} value={value} onChange={onChange} />
      )}
    </Field>
  )
}
