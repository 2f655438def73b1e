import type { UseFormReturn } from 'react-hook-form'
import type { FilterFormValues } from '../../lib/list-filter-form'
import { FieldError } from '../ui/field-error'

interface IdFilterFieldProps {
  form: UseFormReturn<FilterFormValues>
  name: string
  label: string
}

/** A comma list of ids; checked when the field is left and on Apply, keeping what was typed. */
export function IdFilterField({ form, name, label }: IdFilterFieldProps) {
  const error = form.formState.errors[name]?.message
  const id = `list-filter-${name}`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="12,14"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}
