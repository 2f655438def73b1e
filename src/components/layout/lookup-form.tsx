import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

const lookupSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Enter an id.')
    .regex(/^[1-9]\d{0,17}$/, 'An id is a whole number such as 1001.'),
})

interface LookupFormProps {
  /** The field's label, e.g. "Account order id". */
  label: string
  /** The button, e.g. "Go to order". */
  action: string
  placeholder?: string
  onSubmitId: (id: string) => void
}

/** A small "open by id" box: the spec has no list of account orders or currency offers. */
export function LookupForm({ label, action, placeholder, onSubmitId }: LookupFormProps) {
  const fieldId = `lookup-${label.toLowerCase().replace(/\W+/g, '-')}`
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof lookupSchema>, unknown, z.output<typeof lookupSchema>>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { id: '' },
  })

  const onSubmit = handleSubmit(({ id }) => {
    onSubmitId(id)
    reset({ id: '' })
  })

  return (
    <form className="lookup" onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId}>{label}</label>
      <div className="lookup__row">
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={errors.id ? true : undefined}
          aria-describedby={errors.id ? `${fieldId}-error` : undefined}
          {...register('id')}
        />
        <button type="submit" className="button">
          {action}
        </button>
      </div>
      {errors.id ? (
        <p id={`${fieldId}-error`} className="field__error">
          {errors.id.message}
        </p>
      ) : null}
    </form>
  )
}
