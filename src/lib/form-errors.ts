import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from './api-error'
import { describeError } from './error-message'

/**
 * Puts a failed request's field errors (422) under the fields they name; anything else becomes the
 * form's root error, and its request id `root.requestId`. The values the seller typed stay as they are.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  const values = form.getValues()
  const fields = isApiError(error) ? Object.entries(error.fieldErrors) : []
  const known = fields.filter(([name, messages]) => name in values && messages.length > 0)
  known.forEach(([name, messages], index) =>
    form.setError(name as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 }),
  )
  const description = describeError(error)
  // The request id lets the seller quote this failure to the marketplace's support (shown with a copy button).
  if (description.requestId) form.setError('root.requestId', { type: 'server', message: description.requestId })
  if (known.length === 0) {
    const detail = /[.!?…]$/.test(description.detail) ? description.detail : `${description.detail}.`
    form.setError('root.serverError', { type: description.title, message: detail })
  }
}
