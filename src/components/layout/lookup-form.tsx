import { useId, useState, type FormEvent } from 'react'
import { isIdText } from '../../lib/ids'

/** Why an id is not usable, or null when it is. */
export function lookupIdError(value: string): string | null {
  const id = value.trim()
  if (id === '') return 'Enter an id.'
  return isIdText(id) ? null : 'An id is a whole number such as 1001.'
}

interface LookupFormProps {
  /** The field's label, e.g. "Account order id". */
  label: string
  /** The button, e.g. "Go to order". */
  action: string
  placeholder?: string
  onSubmitId: (id: string) => void
}

/**
 * A small "open by id" box: the spec has no list of account orders or currency offers. A plain controlled
 * form: it sits in the layout of every page, so it must not pull a form library into the first load.
 */
export function LookupForm({ label, action, placeholder, onSubmitId }: LookupFormProps) {
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = lookupIdError(value)
    setError(problem)
    if (problem) return
    onSubmitId(value.trim())
    setValue('')
  }

  return (
    <form className="lookup" onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId}>{label}</label>
      <div className="lookup__row">
        <input
          id={fieldId}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            if (error) setError(null)
          }}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button">
          {action}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
