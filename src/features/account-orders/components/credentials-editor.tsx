import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { updateCredentialsSchema, type AccountOrder } from '../../../api/schemas'
import { codePointLength } from '../../../lib/text'
import { useUpdateCredentials } from '../queries'
import { applyServerErrors } from '../../../lib/form-errors'
import { CredentialsField } from './credentials-field'
import { SaveNotice, type SaveResult } from './save-notice'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

type Schema = typeof updateCredentialsSchema

interface CredentialsEditorProps {
  accountOrderId: string
  order: AccountOrder
}

export function CredentialsEditor({ accountOrderId, order }: CredentialsEditorProps) {
  const saved = order.credentials ?? ''
  const [revealed, setRevealed] = useState(saved === '')
  const [result, setResult] = useState<SaveResult | null>(null)
  const sending = useRef(false)
  const updateCredentials = useUpdateCredentials(accountOrderId)
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(updateCredentialsSchema),
    defaultValues: { credentials: saved },
    mode: 'onChange',
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const value = useWatch({ control: form.control, name: 'credentials' }) ?? ''

  const save = async (values: z.output<Schema>) => {
    if (sending.current) return
    sending.current = true
    setResult(null)
    try {
      const response = await updateCredentials.mutateAsync(values)
      form.reset({ credentials: response.order.credentials ?? values.credentials })
      setResult({ message: response.message, warning: response.warning })
    } catch (error) {
      applyServerErrors(form, error)
    } finally {
      sending.current = false
    }
  }

  const saving = isSubmitting || updateCredentials.isPending
  const rootError = errors.root?.serverError

  return (
    <form
      className="credentials-editor"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-labelledby="credentials-title"
    >
      <h2 id="credentials-title">Delivered account login</h2>
      <p className="muted">
        What the buyer received to log in. Fix it here when it was wrong; the buyer sees the new version at once.
      </p>
      <CredentialsField
        registration={form.register('credentials')}
        revealed={revealed}
        onRevealedChange={setRevealed}
        length={codePointLength(value)}
        isEmpty={value === ''}
        error={errors.credentials?.message}
      />
      {rootError ? (
        <div className="alert alert--error" role="alert">
          <strong>The credentials were not saved.</strong> {rootError.type}: {rootError.message} Your text is kept.
        </div>
      ) : null}
      {result ? <SaveNotice result={result} /> : null}
      <div className="credentials-editor__actions">
        <button type="submit" className="button button--primary" disabled={saving || !isDirty}>
          Save credentials
        </button>
        <span className="muted" role="status">
          {saving ? 'Saving…' : isDirty ? 'Unsaved changes' : ''}
        </span>
      </div>
      <UnsavedChangesGuard when={isDirty} accountOrderId={accountOrderId} what="the credentials" />
    </form>
  )
}
