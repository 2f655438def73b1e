import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { offerChangeErrors, type OfferChanges, type OfferField } from '../../../api/offer-changes'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { Field } from '../../../components/ui/field'
import { OfferFormFooter } from '../../../components/offer/offer-form-footer'
import { Input } from '../../../components/ui/input'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { isApiError } from '../../../lib/api-error'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { updateOfferMutation } from '../mutations'
import { currencyOfferQueries } from '../queries'
import layout from '../layout.module.css'
import { changedFields, hasChanges, initialValues, type OfferFormValues } from './offer-form-values'
import { WriteRefusal } from '../../../components/ui/write-refusal'

const CHECK_OUTCOMES = {
  applied: 'Saved: the server has your change.',
  unknown: 'The offer’s fields could not be read, so it is not known whether the change was saved.',
}

const FIELDS: { name: OfferField; label: (unit: string) => string; hint: string; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'price', label: (unit) => `Price (EUR per ${unit})`, hint: 'At most 6 decimals, with a point: 10.35.', inputMode: 'decimal' },
  { name: 'stock', label: (unit) => `Stock (${unit})`, hint: 'A whole number from 0 to 1,000,000,000.', inputMode: 'numeric' },
  { name: 'min_quantity', label: (unit) => `Minimum order (${unit})`, hint: 'A whole number from 1 to 1,000,000,000.', inputMode: 'numeric' },
]

/** Price, stock and minimum: only what changed is sent, once; the seller's text is kept whatever happens. */
export function OfferEditForm({ offer }: { offer: CurrencyOffer }) {
  const queryClient = useQueryClient()
  const unit = offer.currency_unit?.name ?? 'unit'
  const [values, setValues] = useState<OfferFormValues>(() => initialValues(offer))
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef<OfferChanges>({})
  const inputs = useRef<Partial<Record<OfferField, HTMLInputElement | null>>>({})
  const retryAfter = useRetryAfter()
  const update = useMutation(updateOfferMutation(queryClient, offer.id, 'Offer changed'))
  const changes = changedFields(offer, values)

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...currencyOfferQueries.own(offer.id), staleTime: 0 })
    return hasChanges(fresh, sent.current)
  })

  const submit = async () => {
    if (update.isPending) return
    setFailure(null)
    writeCheck.clear()
    const found = offerChangeErrors(changes)
    setErrors(found)
    const first = FIELDS.find(({ name }) => found[name])
    if (first) {
      inputs.current[first.name]?.focus()
      return
    }
    sent.current = changes
    try {
      const { offer: saved } = await update.mutateAsync(changes)
      setValues(initialValues(saved))
      toast.success('Offer saved')
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      retryAfter.noteFailure(error)
      if (isApiError(error)) {
        const named = Object.fromEntries(
          Object.entries(error.fieldErrors).filter(([field]) => FIELDS.some(({ name }) => name === field)).map(([field, messages]) => [field, messages.join(' ')]),
        )
        setErrors(named)
      }
    }
  }

  return (
    <SectionCard title="Change the offer" contentClassName={layout.stack}>
      <form
        noValidate
        className={layout.stack}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {FIELDS.map(({ name, label, hint, inputMode }) => (
          <Field key={name} label={label(unit)} hint={hint} error={errors[name]}>
            <Input
              ref={(element) => {
                inputs.current[name] = element
              }}
              name={name}
              inputMode={inputMode}
              autoComplete="off"
              spellCheck={false}
              value={values[name]}
              onChange={(event) => {
                setValues((previous) => ({ ...previous, [name]: event.target.value }))
                setErrors((previous) => ({ ...previous, [name]: undefined }))
              }}
            />
          </Field>
        ))}
        {failure ? <WriteRefusal error={failure} heading="The offer was not changed. Your values are kept." /> : null}
        {writeCheck.state ? (
          <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} />
        ) : null}
        <OfferFormFooter pending={update.isPending} waitSeconds={retryAfter.waitSeconds} changed={Object.keys(changes)} />
      </form>
    </SectionCard>
  )
}
