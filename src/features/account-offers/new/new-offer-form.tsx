import styles from '../account-offers.module.css'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { OFFER_CREDENTIAL_MAX_LENGTH } from '../../../api/limits'
import type { OfferTemplate } from '../../../api/offer-templates'
import { TemplateFields } from '../../../components/offer-template/template-fields'
import { SecretBatchInput } from '../../../components/secret-batch/secret-batch-input'
import { useSecretBatch } from '../../../components/secret-batch/use-secret-batch'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormFooter } from '../../../components/ui/form-footer'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'

import { isApiError } from '../../../lib/api-error'
import { applyServerErrors } from '../../../lib/form-errors'
import { templateFields } from '../../../lib/offer-template'
import { templateErrorNames } from '../../../lib/template-form'
import { templateDefaults } from '../../../lib/template-values'
import { useWriteCheck } from '../../../lib/write-check'
import { OfferFields } from '../components/offer-fields'
import { WriteOutcome } from '../components/write-outcome'
import { batchError } from '../credentials/add-credentials'
import { createOfferMutation } from '../mutations'
import { offersApi } from '../queries'
import { fixedFieldOf, newOfferBody, newOfferErrors, type NewOfferValues } from './new-offer-values'

interface NewOfferFormProps {
  game: string
  template: OfferTemplate
}

/**
 * The offer's fixed fields, the template's fields under `account_data`, and the credentials (one block each).
 * Checked before sending; sent once; the server's field errors land on their fields and nothing typed is lost.
 */
export function NewOfferForm({ game, template }: NewOfferFormProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const fields = useMemo(() => templateFields(template.entries), [template])
  const form = useForm<NewOfferValues>({
    defaultValues: {
      title: '', description: '', price: '', delivery_duration: '', delivery_unit: 'hours', delivery_instructions: '', image_urls: '',
      is_manual: false,
      account_data: templateDefaults(fields),
    },
  })
  const values = useWatch({ control: form.control }) as NewOfferValues
  const batch = useSecretBatch('blocks', OFFER_CREDENTIAL_MAX_LENGTH)
  const [credentialsError, setCredentialsError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const create = useMutation(createOfferMutation(queryClient))
  const sentAt = useRef(0)
  const sentTitle = useRef('')

  const writeCheck = useWriteCheck(async () => {
    const page = await (await offersApi()).listAccountOffers({ search: sentTitle.current, sort: '-created_at' })
    return page.records.some((offer) => offer.title === sentTitle.current && (offer.created_at ?? 0) >= sentAt.current - 60) ? 'applied' : 'not-applied'
  })

  const submit = async (typed: NewOfferValues) => {
    if (create.isPending) return
    setFailure(null)
    writeCheck.clear()
    form.clearErrors()
    const errors = newOfferErrors(typed, fields, batch.batch.ready, batchError(batch.batch.counts))
    setCredentialsError(errors.credentials ?? null)
    const named = Object.entries(errors).filter(([name]) => name !== 'credentials')
    named.forEach(([name, message], index) => form.setError(name as Path<NewOfferValues>, { type: 'own', message }, { shouldFocus: index === 0 }))
    if (Object.keys(errors).length > 0) return
    sentAt.current = Math.floor(Date.now() / 1000)
    sentTitle.current = typed.title
    try {
      const result = await create.mutateAsync(newOfferBody(game, typed, fields, batch.batch.ready))
      toast.success('Offer created')
      if (result.offer) void navigate({ to: '/account-offers/$accountOfferId', params: { accountOfferId: result.offer.id } })
      else void navigate({ to: '/account-offers' })
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      const templateKey = templateErrorNames('account_data', fields)
      applyServerErrors(form, error, (key) => templateKey(key) ?? fixedFieldOf(key))
      const credentials = isApiError(error) ? Object.entries(error.fieldErrors).filter(([key]) => key.startsWith('credentials')) : []
      if (credentials.length > 0) setCredentialsError(credentials.map(([key, messages]) => `${credentialName(key)}${messages.join(' ')}`).join(' '))
    }
  }

  return (
    <SectionCard title="The offer" contentClassName={styles.stack}>
      <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <OfferFields register={form.register} errors={form.formState.errors} values={values} delivery={values.is_manual} />
        <Checkbox label="Manual delivery (you hand the account over yourself; needs a delivery time)" {...form.register('is_manual')} />
        <TemplateFields control={form.control} prefix="account_data" fields={fields} disabled={create.isPending} />
        <SecretBatchInput
          {...batch}
          label={values.is_manual ? 'Credentials (optional)' : 'Credentials'}
          noun={{ one: 'credential', many: 'credentials' }}
          hint={`One block per account, separated by a blank line; at most ${OFFER_CREDENTIAL_MAX_LENGTH} characters each.`}
          error={credentialsError}
          disabled={create.isPending}
        />
        <WriteOutcome
          pending={false}
          waitSeconds={0}
          failure={failure}
          heading="The offer was not created. Everything you typed is kept."
          writeCheck={writeCheck}
          outcomes={{ applied: 'Created: the offer is in your list of account offers.', unknown: 'It is not known whether the offer was created.' }}
        />
        <FormFooter
          submit="Create offer"
          pending={create.isPending}
          waitSeconds={0}
          status={{ pending: 'Creating…', wait: () => '', idle: '' }}
        />
      </form>
    </SectionCard>
  )
}

/** "credentials.2" → "Credential 3: ". */
function credentialName(key: string): string {
  const index = /^credentials\.(\d+)$/.exec(key)?.[1]
  return index === undefined ? '' : `Credential ${Number(index) + 1}: `
}
