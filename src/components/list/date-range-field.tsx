import type { UseFormReturn } from 'react-hook-form'
import type { FilterFormValues } from '../../lib/list-filter-form'
import { Field } from '../ui/field'
import { FieldError } from '../ui/field-error'
import { Input } from '../ui/input'
import styles from './list.module.css'

interface DateRangeFieldProps {
  form: UseFormReturn<FilterFormValues>
  name: string
  /** "Created": the inputs are "Created from" and "Created to". */
  label: string
}

/** Two dates and the one message about the pair, which describes both of them. */
export function DateRangeField({ form, name, label }: DateRangeFieldProps) {
  const errors = form.formState.errors
  const fromError = errors[`${name}_from`]?.message
  const toError = errors[`${name}_to`]?.message
  const error = fromError ?? toError
  const id = `list-filter-${name}`
  const describedBy = error ? `${id}-error` : undefined
  return (
    <div className={styles.range}>
      <div className={styles.rangeInputs}>
        <Field id={`${id}-from`} label={`${label} from`}>
          <Input
            type="date"
            aria-invalid={fromError ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(`${name}_from`, { deps: [`${name}_to`] })}
          />
        </Field>
        <Field id={`${id}-to`} label={`${label} to`}>
          <Input
            type="date"
            aria-invalid={toError ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(`${name}_to`, { deps: [`${name}_from`] })}
          />
        </Field>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
