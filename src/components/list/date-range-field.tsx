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
  const error = errors[`${name}_from`]?.message ?? errors[`${name}_to`]?.message
  const id = `list-filter-${name}`
  const describedBy = error ? `${id}-error` : undefined
  return (
    <div className={styles.range}>
      <div className={styles.rangeInputs}>
        {(['from', 'to'] as const).map((end) => {
          const other = end === 'from' ? 'to' : 'from'
          return (
            <Field key={end} id={`${id}-${end}`} label={`${label} ${end}`}>
              <Input
                type="date"
                aria-invalid={errors[`${name}_${end}`] ? true : undefined}
                aria-describedby={describedBy}
                {...form.register(`${name}_${end}`, { deps: [`${name}_${other}`] })}
              />
            </Field>
          )
        })}
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
