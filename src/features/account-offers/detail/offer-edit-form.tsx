import { stackClass } from '../../../components/ui/layout'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
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
import { changedOfferFields, initialOfferValues, offerValueErrors, type OfferTextField, type OfferTextValues } from '../offer-values'
import { accountOfferQueries } from '../queries'

/** The server names a field by the body's key; the form's delivery time is two inputs under one message. */
const formField = (name: string): OfferTextField | null => {
  if (name.startsWith('delivery_time')) return 'delivery_duration'
  if (name.startsWith('image_urls')) return 'image_urls'
  return ['title', 'description', 'price', 'delivery_instructions'].includes(name) ? (name as OfferTextField) : null
}

/** Title, description, price, delivery and images: only what changed is sent, once; the text is kept whatever happens. */
export function OfferEditForm({ offer }: { offer: AccountOffer }) {
  const queryClient = useQueryClient()
  const form = useForm<OfferTextValues>({ defaultValues: initialOfferValues(offer) })
  const values = useWatch({ control: form.control }) as OfferTextValues
  const update = useMutation(updateOfferMutation(queryClient, offer.id))
  const retryAfter = useRetryAfter()
  const sent = useRef<AccountOfferChanges>({})
  const [failure, setFailure] = useState<unknown>(null)
  const { changes, fields } = changedOfferFields(offer, { ...initialOfferValues(offer), ...values })
  const dirty = fields.length > 0

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...accountOfferQueries.detail(offer.id), staleTime: 0 })
    const left = changedOfferFields(fresh, { ...initialOfferValues(fresh), ...form.getValues() }).fields
    return left.length === 0 ? 'applied' : 'not-applied'
  })

  const submit = async (typed: OfferTextValues) => {
    if (update.isPending) return
    writeCheck.clear()
    setFailure(null)
    form.clearErrors()
    const found = offerValueErrors(typed, fields)
    if (changes.image_urls?.length === 0) found.image_urls = 'The marketplace does not take an empty list of images: keep at least one link.'
    const invalid = Object.entries(found) as [OfferTextField, string][]
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
      named.forEach(([name, messages], index) => {
        const field = formField(name)
        if (field) form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 })
      })
    }
  }

  return (
    <SectionCard title="Change the offer" contentClassName={stackClass}>
      <form noValidate className={stackClass} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <OfferFields register={form.register} errors={form.formState.errors} values={values} />
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
            idle: dirty ? `Unsaved: ${fields.map((field) => field.replace('_duration', ' time').replace('_', ' ')).join(', ')}` : '',
          }}
        />
      </form>
    </SectionCard>
  )
}
