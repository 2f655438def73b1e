import styles from '../account-offers.module.css'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { TemplateFields } from '../../../components/offer-template/template-fields'
import { templateFields } from '../../../lib/offer-template'
import { templateErrorNames } from '../../../lib/template-form'
import { checkTemplateValues, templateData } from '../../../lib/template-values'
import { templateQuery } from '../new/new-offer-queries'
import type { AccountOfferChanges } from '../../../api/account-offers'
import type { AccountOffer } from '../../../api/records/account-offer'
import { FormFooter } from '../../../components/ui/form-footer'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { isApiError } from '../../../lib/api-error'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { WriteOutcome } from '../components/write-outcome'
import { OfferFields } from '../components/offer-fields'
import { updateOfferMutation } from '../mutations'
import { changedOfferFields, initialOfferValues, offerValueErrors, templateFormValues, type OfferTextField, type OfferTextValues } from '../offer-values'
import { accountOfferQueries } from '../queries'

/** The server names a field by the body's key; the form's delivery time is two inputs under one message. */
const formField = (name: string): OfferTextField | null => {
  if (name.startsWith('delivery_time')) return 'delivery_duration'
  if (name.startsWith('image_urls')) return 'image_urls'
  return ['title', 'description', 'price', 'delivery_instructions'].includes(name) ? (name as OfferTextField) : null
}

type EditValues = OfferTextValues & { account_data: Record<string, unknown> }

/**
 * Title, description, price, delivery, images and the game's template fields: only what changed is sent, once (the
 * template's data as a whole when one of its fields changed); the text is kept whatever happens.
 */
export function OfferEditForm({ offer }: { offer: AccountOffer }) {
  const queryClient = useQueryClient()
  const form = useForm<EditValues>({ defaultValues: { ...initialOfferValues(offer), account_data: {} } })
  const values = useWatch({ control: form.control }) as EditValues
  const slug = offer.game?.slug ?? ''
  const template = useQuery({ ...templateQuery(slug), enabled: slug !== '' })
  const dataFields = useMemo(() => (template.data ? templateFields(template.data.entries) : []), [template.data])
  const parameters = useMemo(() => offer.parameters ?? {}, [offer.parameters])
  const savedData = JSON.stringify(templateData(dataFields, templateFormValues(dataFields, parameters)))
  const typedData = templateData(dataFields, values.account_data ?? {})
  const dataChanged = dataFields.length > 0 && JSON.stringify(typedData) !== savedData

  const filledFor = useRef<unknown>(null)
  useEffect(() => {
    // The template arrives after the form: its fields start from the offer's values, once per template.
    if (dataFields.length === 0 || filledFor.current === dataFields) return
    filledFor.current = dataFields
    form.setValue('account_data', templateFormValues(dataFields, parameters))
  }, [dataFields, form, parameters])
  const update = useMutation(updateOfferMutation(queryClient, offer.id))
  const retryAfter = useRetryAfter()
  const sent = useRef<AccountOfferChanges>({})
  const [failure, setFailure] = useState<unknown>(null)
  const changed = changedOfferFields(offer, { ...initialOfferValues(offer), ...values })
  const changes = dataChanged ? { ...changed.changes, account_data: typedData } : changed.changes
  const fields = changed.fields
  const dirty = fields.length > 0 || dataChanged

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...accountOfferQueries.detail(offer.id), staleTime: 0 })
    const left = changedOfferFields(fresh, { ...initialOfferValues(fresh), ...form.getValues() }).fields
    return left.length === 0 ? 'applied' : 'not-applied'
  })

  const submit = async (typed: EditValues) => {
    if (update.isPending) return
    writeCheck.clear()
    setFailure(null)
    form.clearErrors()
    const found = offerValueErrors(typed, fields)
    if (changes.image_urls?.length === 0) found.image_urls = 'The marketplace does not take an empty list of images: keep at least one link.'
    const dataErrors = dataChanged ? Object.entries(checkTemplateValues(dataFields, typed.account_data)).map(([name, message]) => [`account_data.${name}`, message]) : []
    const invalid = [...Object.entries(found), ...dataErrors] as [Path<EditValues>, string][]
    invalid.forEach(([field, message], index) => form.setError(field, { type: 'own', message }, { shouldFocus: index === 0 }))
    if (invalid.length > 0) return
    sent.current = changes
    try {
      await update.mutateAsync(changes)
      toast.success('Offer saved')
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      retryAfter.noteFailure(error)
      setFailure(error)
      const named = isApiError(error) ? Object.entries(error.fieldErrors) : []
      const dataField = templateErrorNames('account_data', dataFields)
      named.forEach(([name, messages], index) => {
        const field = (formField(name) ?? dataField(name)) as Path<EditValues> | null
        if (field) form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 })
      })
    }
  }

  return (
    <SectionCard title="Change the offer" contentClassName={styles.stack}>
      <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <OfferFields register={form.register} errors={form.formState.errors} values={values} />
        <TemplateFields control={form.control} prefix="account_data" fields={dataFields} disabled={update.isPending} />
        <WriteOutcome
          pending={false}
          waitSeconds={0}
          failure={failure}
          heading="The offer was not changed. Your text is kept."
          writeCheck={writeCheck}
          outcomes={{ applied: 'Saved: the server has your change.', unknown: 'It is not known whether the change was saved.' }}
        />
        <FormFooter
          submit="Save changes"
          pending={update.isPending}
          waitSeconds={retryAfter.waitSeconds}
          disabled={!dirty}
          status={{
            pending: 'Saving…',
            wait: (seconds) => `The offer can change again in ${seconds} s.`,
            idle: dirty ? `Unsaved: ${[...fields, ...(dataChanged ? ['account details'] : [])].map((field) => field.replace('_duration', ' time').replace('_', ' ')).join(', ')}` : '',
          }}
        />
      </form>
    </SectionCard>
  )
}
