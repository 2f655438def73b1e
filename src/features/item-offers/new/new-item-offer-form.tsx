import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { listItemOffers } from '../../../api/item-offers'
import { DeliveryTimeFields } from '../../../components/offer/delivery-time-fields'
import { NewOfferFooter } from '../../../components/offer/new-offer-footer'
import styles from '../../../components/offer/offer.module.css'
import { TemplateFields } from '../../../components/offer-template/template-fields'
import { TemplateState } from '../../../components/offer/template-state'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../components/ui/toast-store'
import { templateFields } from '../../../lib/offer-template'
import { templateDefaults } from '../../../lib/template-values'
import { useWriteCheck } from '../../../lib/write-check'
import { ItemFixedFields } from '../../../components/offer/item-fixed-fields'
import { ITEM_LIMITS } from '../../../api/offer-changes'
import { serverFieldErrors, showFieldErrors } from '../form-errors'
import { createItemOfferMutation } from '../mutations'
import { itemTemplateQuery } from '../templates'
import { EMPTY, newItemOffer, newItemOfferErrors, type NewItemOfferValues } from './new-item-offer-values'

const APPLIED = 'Created: your offers hold a new one with this title. Open it from the item offers.'

/** The new offer's fields from the game's template: one POST, then the new draft's page. What was typed is kept. */
export function NewItemOfferForm({ slug }: { slug: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useForm<NewItemOfferValues>({ defaultValues: { ...EMPTY, game: slug } })
  const template = useQuery({ ...itemTemplateQuery(slug), enabled: slug !== '' })
  const fields = useMemo(() => (template.data ? templateFields(template.data.entries) : []), [template.data])
  const create = useMutation(createItemOfferMutation(queryClient))
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef({ title: '', at: 0 })

  // Another game keeps what was typed in the fixed fields; its template's fields start empty.
  useEffect(() => form.setValue('game', slug), [form, slug])
  useEffect(() => form.setValue('item_data', templateDefaults(fields)), [form, fields])

  const writeCheck = useWriteCheck(async () => {
    const page = await listItemOffers({ search: sent.current.title, sort: '-created_at', per_page: 5 })
    const found = page.records.some((offer) => offer.title === sent.current.title && (offer.created_at ?? 0) >= sent.current.at - 60)
    return found ? 'applied' : 'not-applied'
  })

  const save = async (values: NewItemOfferValues) => {
    if (create.isPending) return
    setFailure(null)
    writeCheck.clear()
    form.clearErrors()
    if (showFieldErrors(form, newItemOfferErrors(values, fields))) return
    sent.current = { title: values.title, at: Date.now() / 1000 }
    try {
      const { offer } = await create.mutateAsync(newItemOffer(values, fields))
      toast.success('Item offer created as a draft')
      await navigate({ to: '/item-offers/$itemOfferId', params: { itemOfferId: offer.id } })
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      showFieldErrors(form, serverFieldErrors(error, fields))
    }
  }

  return (
    <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <TemplateState slug={slug} template={template} what="items" />
      <ItemFixedFields form={form} limits={ITEM_LIMITS} />
      <DeliveryTimeFields form={form} />
      <Field label="Delivery instructions (optional)">
        <Textarea rows={3} {...form.register('delivery_instructions')} />
      </Field>
      <TemplateFields control={form.control} prefix="item_data" fields={fields} />
      <NewOfferFooter
        failure={failure}
        check={{ state: writeCheck.state, run: () => void writeCheck.runCheck(), applied: APPLIED }}
        pending={create.isPending}
        ready={template.isSuccess}
      />
    </form>
  )
}
