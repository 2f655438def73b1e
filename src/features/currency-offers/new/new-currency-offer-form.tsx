import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { api } from '../../../api/api'
import { CURRENCY_DESCRIPTION_MAX } from '../../../api/currency-offer-create'
import { getOfferTemplate } from '../../../api/offer-templates'
import { DeliveryTimeFields } from '../../../components/offer/delivery-time-fields'
import { NewOfferFooter } from '../../../components/offer/new-offer-footer'
import styles from '../../../components/offer/offer.module.css'
import { TemplateState } from '../../../components/offer/template-state'
import { useNewOfferSave } from '../../../components/offer/use-new-offer-save'
import { TemplateFields } from '../../../components/offer-template/template-fields'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { readServerErrors } from '../../../lib/form-errors'
import { templateFields } from '../../../lib/offer-template'
import { templateErrorNames } from '../../../lib/template-form'
import { templateDefaults } from '../../../lib/template-values'
import { createOfferMutation } from './create-offer-mutation'
import { EMPTY, newCurrencyOffer, newCurrencyOfferMessages, type NewCurrencyOfferValues } from './new-currency-offer-values'

const currencyTemplate = (slug: string) =>
  queryOptions({ queryKey: ['offer-template', 'currency', slug], queryFn: ({ signal }) => getOfferTemplate('currency', slug, { signal }) })

const NUMBERS: { name: 'price' | 'stock' | 'min_quantity'; label: string; hint: string; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'price', label: 'Price (EUR per unit)', hint: 'At most 6 decimals, with a point: 0.000125.', inputMode: 'decimal' },
  { name: 'stock', label: 'Stock (units)', hint: 'A whole number from 0 to 1,000,000,000.', inputMode: 'numeric' },
  { name: 'min_quantity', label: 'Minimum order (units)', hint: 'A whole number from 1 to 1,000,000,000.', inputMode: 'numeric' },
]
const FIXED = ['game', 'description', 'price', 'stock', 'min_quantity', 'delivery_duration', 'delivery_unit']
const APPLIED = 'Created: your currency offers hold a new draft for this game. Open it from the currency offers.'

/** The new offer's fields from the game's template: one POST, then the new draft's page. What was typed is kept. */
export function NewCurrencyOfferForm({ slug }: { slug: string }) {
  const navigate = useNavigate()
  const form = useForm<NewCurrencyOfferValues>({ defaultValues: { ...EMPTY, game: slug } })
  const description = useWatch({ control: form.control, name: 'description' })
  const template = useQuery({ ...currencyTemplate(slug), enabled: slug !== '' })
  const fields = useMemo(() => (template.data ? templateFields(template.data.entries) : []), [template.data])
  const create = useMutation(createOfferMutation(useQueryClient()))
  const { errors } = form.formState

  // Another game keeps what was typed in the fixed fields; its template's fields start empty.
  useEffect(() => form.setValue('game', slug), [form, slug])
  useEffect(() => form.setValue('currency_data', templateDefaults(fields)), [form, fields])

  const show = (messages: Record<string, string>) =>
    Object.entries(messages).forEach(([name, message], index) =>
      form.setError(name as Path<NewCurrencyOfferValues>, { type: 'rule', message }, { shouldFocus: index === 0 }),
    )

  const { save, footer } = useNewOfferSave({
    form,
    create,
    messages: (values) => newCurrencyOfferMessages(values, fields),
    body: (values) => newCurrencyOffer(values, fields),
    sentOf: (values) => ({ slug: values.game }),
    check: async (sent) => {
      const page = await api.listCurrencyOffers({ sort: '-updated_at', per_page: 10 })
      const found = page.records.some((offer) => offer.game?.slug === sent.slug && (offer.created_at ?? 0) >= sent.at - 60)
      return found ? 'applied' : 'not-applied'
    },
    serverMessages: (error) => Object.fromEntries(readServerErrors(error, FIXED, templateErrorNames('currency_data', fields)).fields),
    show,
    done: 'Currency offer created as a draft',
    applied: APPLIED,
    open: (currencyOfferId) => navigate({ to: '/currency-offers/$currencyOfferId', params: { currencyOfferId } }),
  })

  return (
    <form noValidate className={styles.stack} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <TemplateState slug={slug} template={template} what="currency" />
      <Field label="Description" error={errors.description?.message} counter={{ value: description, max: CURRENCY_DESCRIPTION_MAX }}>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      {NUMBERS.map(({ name, label, hint, inputMode }) => (
        <Field key={name} label={label} hint={hint} error={errors[name]?.message}>
          <Input inputMode={inputMode} autoComplete="off" spellCheck={false} {...form.register(name)} />
        </Field>
      ))}
      <DeliveryTimeFields register={form.register} errors={form.formState.errors} />
      <TemplateFields control={form.control} prefix="currency_data" fields={fields} />
      <NewOfferFooter {...footer} ready={template.isSuccess} />
    </form>
  )
}
