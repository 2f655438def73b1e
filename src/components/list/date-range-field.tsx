import type { UseFormReturn } from 'react-hook-form'
import type { FilterFormValues } from '../../lib/list-filter-form'
import { FieldError } from '../ui/field-error'

interface DateRangeFieldProps {
  form: UseFormReturn<FilterFormValues>
  name: string
  /** "Created": the inputs are "Created from" and "Created to". */
  label: string
}

export function DateRangeField({ form, name, label }: DateRangeFieldProps) {
  const errors = form.formState.errors
  const fromError = errors[`${name}_from`]?.message
  const toError = errors[`${name}_to`]?.message
  const error = fromError ?? toError
  const id = `list-filter-${name}`
  const describedBy = error ? `${id}-error` : undefined
  return (
    <div className="list-date-range">
      <div className="list-date-range__inputs">
        <div className="field">
          <label htmlFor={`${id}-from`}>{label} from</label>
          <input
            id={`${id}-from`}
            type="date"
            aria-invalid={fromError ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(`${name}_from`, { deps: [`${name}_to`] })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{label} to</label>
          <input
            id={`${id}-to`}
            type="date"
            aria-invalid={toError ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(`${name}_to`, { deps: [`${name}_from`] })}
          />
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
