import type { UseFormReturn } from 'react-hook-form'
import type { FilterFormValues } from '../../lib/list-filter-form'
import { Field } from '../ui/field'
import { Input } from '../ui/input'

interface IdFilterFieldProps {
  form: UseFormReturn<FilterFormValues>
  name: string
  label: string
}

/** A comma list of ids; checked when the field is left and on Apply, keeping what was typed. */
export function IdFilterField({ form, name, label }: IdFilterFieldProps) {
  return (
    <Field id={`list-filter-${name}`} label={label} error={form.formState.errors[name]?.message}>
      <Input inputMode="numeric" autoComplete="off" placeholder="12,14" {...form.register(name)} />
    </Field>
  )
}
