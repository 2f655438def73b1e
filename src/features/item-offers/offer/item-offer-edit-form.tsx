import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { itemOfferErrors, type ItemOfferChanges } from '../../../api/item-offer-changes'
import type { ItemOffer } from '../../../api/records/item-offer'
import { OfferFormFooter } from '../../../components/offer/offer-form-footer'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { isApiError } from '../../../lib/api-error'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { FixedFields } from '../components/fixed-fields'
import styles from '../../../components/offer/offer.module.css'
import { updateItemOfferMutation } from '../mutations'
import { itemOfferQueries } from '../queries'
import { changedFields, hasChanges, initialValues, type ItemOfferFormValues } from './item-offer-form-values'

const CHECK_OUTCOMES = {
  applied: 'Saved: the server has your change.',
  unknown: 'The offer’s fields could not be read, so it is not known whether the change was saved.',
}

/** Sets each message under its field (a 422's `item_data.rarity` too), the first one focused. */
export function showFieldErrors<T extends ItemOfferFormValues>(
  form: ReturnType<typeof useForm<T>>,
  errors: Readonly<Record<string, string>>,
): boolean {
  const entries = Object.entries(errors)
  entries.forEach(([name, message], index) => form.setError(name as Path<T>, { type: 'rule', message }, { shouldFocus: index === 0 }))
  return entries.length > 0
}

/** The 422's messages by field, joined. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')]))
}

/** Every fixed field and the template's: only what changed is sent, once; what the seller typed is kept. */
export function ItemOfferEditForm({ offer }: { offer: ItemOffer }) {
  const queryClient = useQueryClient()
  const form = useForm<ItemOfferFormValues>({ defaultValues: initialValues(offer) })
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef<ItemOfferChanges>({})
  const retryAfter = useRetryAfter()
  const update = useMutation(updateItemOfferMutation(queryClient, offer.id))
  const values = useWatch({ control: form.control }) as ItemOfferFormValues
  const changed = Object.keys(changedFields(offer, { ...initialValues(offer), ...values }))

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...itemOfferQueries.detail(offer.id), staleTime: 0 })
    return hasChanges(fresh, sent.current)
  })

  const save = async (typed: ItemOfferFormValues) => {
    if (update.isPending) return
    setFailure(null)
    writeCheck.clear()
    form.clearErrors()
    const changes = changedFields(offer, typed)
    if (showFieldErrors(form, itemOfferErrors(changes))) return
    sent.current = changes
    try {
      const { offer: saved } = await update.mutateAsync(changes)
      form.reset(initialValues(saved))
      toast.success('Offer saved')
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      retryAfter.noteFailure(error)
      showFieldErrors(form, serverFieldErrors(error))
    }
  }

  return (
    <SectionCard title="Change the offer" contentClassName={styles.stack}>
      <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <FixedFields form={form} />
        {failure ? <WriteRefusal error={failure} heading="The offer was not changed. Your values are kept." /> : null}
        {writeCheck.state ? (
          <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} />
        ) : null}
        <OfferFormFooter pending={update.isPending} waitSeconds={retryAfter.waitSeconds} changed={changed} />
      </form>
    </SectionCard>
  )
}
