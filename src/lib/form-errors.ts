import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from './api-error'
import { describeError } from './error-message'

export interface ServerErrors {
  /** The messages of the form's own fields the failure names, in the server's order. */
  fields: [name: string, message: string][]
  /** Shown beside the action when no field of the form is named. */
  refusal: { title: string; message: string } | null
  /** Lets the seller quote this failure to the marketplace's support (shown with a copy button). */
  requestId: string | null
}

/**
 * The form field a server's error key names (`account_data.rank` → `account_data.rank`, `account_data.tags.0` →
 * `account_data.tags`), or null for a key this map does not know.
 */
export type ServerKeyMap = (key: string) => string | null

/**
 * A failed request's field errors (422) for the fields in `names` or that `fieldOf` maps; anything else is the form's
 * refusal. Keys that map to one field (each item of a list) join their messages.
 */
export function readServerErrors(error: unknown, names: readonly string[], fieldOf?: ServerKeyMap): ServerErrors {
  const entries = isApiError(error) ? Object.entries(error.fieldErrors) : []
  const byField = new Map<string, string[]>()
  for (const [key, messages] of entries) {
    const name = names.includes(key) ? key : (fieldOf?.(key) ?? null)
    if (name !== null && messages.length > 0) byField.set(name, [...(byField.get(name) ?? []), ...messages])
  }
  const fields = [...byField].map(([name, messages]): [string, string] => [name, messages.join(' ')])
  const description = describeError(error)
  const detail = /[.!?…]$/.test(description.detail) ? description.detail : `${description.detail}.`
  return {
    fields,
    refusal: fields.length === 0 ? { title: description.title, message: detail } : null,
    requestId: description.requestId,
  }
}

/**
 * Puts a failed request's field errors (422) under the fields they name; anything else becomes the
 * form's root error, and its request id `root.requestId`. The values the seller typed stay as they are.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldOf?: ServerKeyMap,
): void {
  const { fields, refusal, requestId } = readServerErrors(error, Object.keys(form.getValues()), fieldOf)
  fields.forEach(([name, message], index) =>
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  )
  if (requestId) form.setError('root.requestId', { type: 'server', message: requestId })
  if (refusal) form.setError('root.serverError', { type: refusal.title, message: refusal.message })
}
