import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { Textarea } from '../ui/textarea'

/** The fixed fields of an item offer, as typed: every form of an item offer holds at least these. */
export type FixedValues = Record<'title' | 'description' | 'price' | 'stock' | 'min_quantity', string>

/** The documented maximum lengths, in code points (the feature's field rules hold them). */
interface Limits {
  title: number
  description: number
}

const NUMBERS: { name: 'price' | 'stock' | 'min_quantity'; label: string; hint: string; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'price', label: 'Price (EUR per item)', hint: 'At least 0.01, at most 2 decimals, with a point: 2.50.', inputMode: 'decimal' },
  { name: 'stock', label: 'Stock', hint: 'A whole number from 0 to 1,000,000,000.', inputMode: 'numeric' },
  { name: 'min_quantity', label: 'Minimum order', hint: 'A whole number from 1 to 1,000,000,000.', inputMode: 'numeric' },
]

/** Title, description, price, stock and minimum of an item offer's form, each with its message. */
export function ItemFixedFields<T extends FixedValues>({ form, limits }: { form: UseFormReturn<T>; limits: Limits }) {
  // The form's own fields, whatever else it holds (the template's item_data).
  const fixed = form as unknown as UseFormReturn<FixedValues>
  const errors = fixed.formState.errors
  const [title, description] = useWatch({ control: fixed.control, name: ['title', 'description'] })
  return (
    <>
      <Field label="Title" error={errors.title?.message} counter={{ value: title, max: limits.title }}>
        <Input autoComplete="off" {...fixed.register('title')} />
      </Field>
      <Field label="Description" error={errors.description?.message} counter={{ value: description, max: limits.description }}>
        <Textarea rows={4} {...fixed.register('description')} />
      </Field>
      {NUMBERS.map(({ name, label, hint, inputMode }) => (
        <Field key={name} label={label} hint={hint} error={errors[name]?.message}>
          <Input inputMode={inputMode} autoComplete="off" spellCheck={false} {...fixed.register(name)} />
        </Field>
      ))}
    </>
  )
}
