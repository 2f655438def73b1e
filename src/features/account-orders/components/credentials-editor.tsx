import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod/mini'
import type { AccountOrder } from '../../../api/records/account-order'
import { updateCredentialsSchema } from '../../../api/schemas'
import { Alert } from '../../../components/ui/alert'
import { FormFooter } from '../../../components/ui/form-footer'
import { RequestId } from '../../../components/ui/request-id'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { clearDraft, getDraft, setDraft } from '../../../lib/drafts'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { useUpdateCredentials } from '../mutations'
import { accountOrderQueries } from '../queries'
import { applyServerErrors } from '../../../lib/form-errors'
import styles from '../account-orders.module.css'
import { CredentialsField } from './credentials-field'
import { credentialsDraftKey, CredentialsIntro } from './credentials-intro'
import { toastFailure } from '../../../components/layout/toast-failure'
import { toast } from '../../../components/ui/toast-store'
import { SaveNotice, type SaveResult } from './save-notice'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

type Schema = typeof updateCredentialsSchema

const CHECK_OUTCOMES = {
  applied: 'Saved: the server has your change.',
  unknown: 'The server’s credentials could not be read, so it is not known whether they are yours.',
}

interface CredentialsEditorProps {
  accountOrderId: number
  order: AccountOrder
  /** Loaded by a press on "Reveal credentials": it opens revealed. */
  initiallyRevealed?: boolean
}

export function CredentialsEditor({ accountOrderId, order, initiallyRevealed = false }: CredentialsEditorProps) {
  const saved = order.credentials ?? ''
  const draftKey = credentialsDraftKey(accountOrderId)
  // Text typed before the session expired (a 401 sends the seller to sign in and back here).
  const [restored] = useState(() => {
    const draft = getDraft(draftKey)
    return draft !== undefined && draft !== saved ? draft : null
  })
  const [revealed, setRevealed] = useState(initiallyRevealed || saved === '' || restored !== null)
  const [result, setResult] = useState<SaveResult | null>(null)
  const sending = useRef(false)
  const updateCredentials = useUpdateCredentials(accountOrderId)
  const retryAfter = useRetryAfter()
  const queryClient = useQueryClient()
  // What the last save sent: "Check now" compares the server's credentials with it.
  const sent = useRef('')
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(updateCredentialsSchema),
    defaultValues: { credentials: saved },
    mode: 'onChange',
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const value = useWatch({ control: form.control, name: 'credentials' }) ?? ''

  useEffect(() => {
    if (restored !== null) form.setValue('credentials', restored, { shouldDirty: true, shouldValidate: true })
  }, [form, restored])

  useEffect(() => {
    if (value !== saved) setDraft(draftKey, value)
    else clearDraft(draftKey)
  }, [draftKey, value, saved])

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...accountOrderQueries.detail(accountOrderId), staleTime: 0 })
    if ('credentials' in fresh.unreadable) return 'unknown'
    if (fresh.credentials !== sent.current) return 'not-applied'
    if (form.getValues('credentials') === sent.current) form.reset({ credentials: sent.current })
    return 'applied'
  })

  const save = async (values: z.output<Schema>) => {
    if (sending.current) return
    sending.current = true
    setResult(null)
    writeCheck.clear()
    sent.current = values.credentials
    try {
      const response = await updateCredentials.mutateAsync(values)
      form.reset({ credentials: response.order.credentials ?? values.credentials })
      setResult({ message: response.message, warning: response.warning })
      toast.success('Credentials saved')
    } catch (error) {
      // A write that may have been applied is told beside the form, not as "not saved".
      if (!writeCheck.noteFailure(error)) {
        toastFailure('Credentials not saved', error)
        applyServerErrors(form, error)
        retryAfter.noteFailure(error)
      }
    } finally {
      sending.current = false
    }
  }

  const saving = isSubmitting || updateCredentials.isPending
  const rootError = errors.root?.serverError
  const requestId = errors.root?.requestId?.message

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-labelledby="credentials-title"
    >
      <CredentialsIntro order={order} />
      <CredentialsField
        registration={form.register('credentials')}
        revealed={revealed}
        onRevealedChange={setRevealed}
        value={value}
        error={errors.credentials?.message}
      />
      {rootError ? (
        <Alert tone="error" role="alert" title="The credentials were not saved.">
          <p>
            {rootError.type}: {rootError.message} Your text is kept.
          </p>
          <RequestId id={requestId} />
        </Alert>
      ) : (
        <RequestId id={requestId} />
      )}
      {writeCheck.state ? (
        <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} />
      ) : null}
      {result ? <SaveNotice result={result} /> : null}
      <FormFooter
        submit="Save credentials"
        pending={saving}
        waitSeconds={retryAfter.waitSeconds}
        disabled={!isDirty}
        status={{
          pending: 'Saving…',
          wait: (seconds) => `You can save again in ${seconds} s.`,
          idle: isDirty ? 'Unsaved changes' : '',
        }}
      />
      <UnsavedChangesGuard
        when={isDirty}
        accountOrderId={accountOrderId}
        what="the credentials"
        onDiscard={() => clearDraft(draftKey)}
      />
    </form>
  )
}
