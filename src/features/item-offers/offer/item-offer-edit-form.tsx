import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { itemOfferErrors, type ItemOfferChanges } from '../../../api/offer-changes'
import { isNoTemplate } from '../../../api/offer-templates'
import type { ItemOffer } from '../../../api/records/item-offer'
import { OfferFormFooter } from '../../../components/offer/offer-form-footer'
import styles from '../../../components/offer/offer.module.css'
import { TemplateFields } from '../../../components/offer-template/template-fields'
import { Alert } from '../../../components/ui/alert'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { templateFields, type TemplateField } from '../../../lib/offer-template'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { ItemFixedFields } from '../../../components/offer/item-fixed-fields'
import { ITEM_LIMITS } from '../../../api/offer-changes'
import { showFieldErrors, serverFieldErrors, templateMessages } from '../form-errors'
import { updateItemOfferMutation } from '../mutations'
import { itemOfferQueries } from '../queries'
import { itemTemplateQuery } from '../templates'
import { changedFields, hasChanges, initialValues, type ItemOfferFormValues } from './item-offer-form-values'

const CHECK_OUTCOMES = {
  applied: 'Saved: the server has your change.',
  unknown: 'The offer’s fields could not be read, so it is not known whether the change was saved.',
}

/** The card, with the game's item template once it is read: its fields join the form. */
export function ItemOfferEditForm({ offer }: { offer: ItemOffer }) {
  const slug = offer.game?.slug ?? ''
  const template = useQuery({ ...itemTemplateQuery(slug), enabled: slug !== '' })
  const fields = useMemo(() => (template.data ? templateFields(template.data.entries) : []), [template.data])
  const settled = slug === '' || !template.isPending
  const note = template.isError
    ? isNoTemplate(template.error)
      ? 'This game has no item template here: the item’s details cannot be changed, the rest can.'
      : 'The item’s details could not be loaded: they cannot be changed now, the rest can.'
    : null
  return (
    <SectionCard title="Change the offer" contentClassName={styles.stack}>
      {settled ? <EditForm key={fields.length} offer={offer} fields={fields} note={note} /> : <Muted as="p">Loading the item’s fields…</Muted>}
    </SectionCard>
  )
}

/** Every fixed field and the template's: only what changed is sent, once; what the seller typed is kept. */
function EditForm({ offer, fields, note }: { offer: ItemOffer; fields: readonly TemplateField[]; note: string | null }) {
  const queryClient = useQueryClient()
  const form = useForm<ItemOfferFormValues>({ defaultValues: initialValues(offer, fields) })
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef<ItemOfferChanges>({})
  const retryAfter = useRetryAfter()
  const update = useMutation(updateItemOfferMutation(queryClient, offer.id))
  const values = useWatch({ control: form.control }) as ItemOfferFormValues
  const changed = Object.keys(changedFields(offer, { ...initialValues(offer, fields), ...values }, fields))

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...itemOfferQueries.detail(offer.id), staleTime: 0 })
    return hasChanges(fresh, sent.current)
  })

  const save = async (typed: ItemOfferFormValues) => {
    if (update.isPending) return
    setFailure(null)
    writeCheck.clear()
    form.clearErrors()
    const changes = changedFields(offer, typed, fields)
    const dataMessages = changes.item_data ? templateMessages(fields, typed.item_data) : {}
    if (showFieldErrors(form, { ...itemOfferErrors(changes), ...dataMessages })) return
    sent.current = changes
    try {
      const { offer: saved } = await update.mutateAsync(changes)
      form.reset(initialValues(saved, fields))
      toast.success('Offer saved')
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      retryAfter.noteFailure(error)
      showFieldErrors(form, serverFieldErrors(error, fields))
    }
  }

  return (
    <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <ItemFixedFields form={form} limits={ITEM_LIMITS} />
      {note ? <Alert tone="info">{note}</Alert> : <TemplateFields control={form.control} prefix="item_data" fields={fields} />}
      {failure ? <WriteRefusal error={failure} heading="The offer was not changed. Your values are kept." /> : null}
      {writeCheck.state ? (
        <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} />
      ) : null}
      <OfferFormFooter pending={update.isPending} waitSeconds={retryAfter.waitSeconds} changed={changed} />
    </form>
  )
}
