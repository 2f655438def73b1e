import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { listItemOffers } from '../../../api/item-offers'
import { DeliveryTimeFields } from '../../../components/offer/delivery-time-fields'
import { NewOfferFooter } from '../../../components/offer/new-offer-footer'
import styles from '../../../components/offer/offer.module.css'
import { TemplateFields } from '../../../components/offer-template/template-fields'
import { TemplateState } from '../../../components/offer/template-state'
import { useNewOfferSave } from '../../../components/offer/use-new-offer-save'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { templateFields } from '../../../lib/offer-template'
import { templateDefaults } from '../../../lib/template-values'
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

  // Another game keeps what was typed in the fixed fields; its template's fields start empty.
  useEffect(() => form.setValue('game', slug), [form, slug])
  useEffect(() => form.setValue('item_data', templateDefaults(fields)), [form, fields])

  const { save, footer } = useNewOfferSave({
    form,
    create,
    messages: (values) => newItemOfferErrors(values, fields),
    body: (values) => newItemOffer(values, fields),
    sentOf: (values) => ({ title: values.title }),
    check: async (sent) => {
      const page = await listItemOffers({ search: sent.title, sort: '-created_at', per_page: 5 })
      const found = page.records.some((offer) => offer.title === sent.title && (offer.created_at ?? 0) >= sent.at - 60)
      return found ? 'applied' : 'not-applied'
    },
    serverMessages: (error) => serverFieldErrors(error, fields),
    show: (messages) => void showFieldErrors(form, messages),
    done: 'Item offer created as a draft',
    applied: APPLIED,
    open: (itemOfferId) => navigate({ to: '/item-offers/$itemOfferId', params: { itemOfferId } }),
  })

  return (
    <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <TemplateState slug={slug} template={template} what="items" />
      <ItemFixedFields form={form} limits={ITEM_LIMITS} />
      <DeliveryTimeFields register={form.register} errors={form.formState.errors} />
      <Field label="Delivery instructions (optional)">
        <Textarea rows={3} {...form.register('delivery_instructions')} />
      </Field>
      <TemplateFields control={form.control} prefix="item_data" fields={fields} />
      <NewOfferFooter {...footer} ready={template.isSuccess} />
    </form>
  )
}
