import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { GIFT_CARD_KEY_MAX } from '../../../api/gift-card-offer-body'
import { useSecretBatch } from '../../../components/secret-batch/use-secret-batch'
import { Field } from '../../../components/ui/field'
import { FormFooter } from '../../../components/ui/form-footer'
import { Input } from '../../../components/ui/input'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { isApiError } from '../../../lib/api-error'
import { useWriteCheck } from '../../../lib/write-check'
import { KeysField } from '../components/keys-field'
import { keysError } from '../field-rules'
import styles from '../gift-card-offers.module.css'
import { createOfferMutation } from '../mutations'
import { offersApi } from '../queries'
import { CardChoice } from './card-choice'
import {
  cardOfValues,
  EMPTY_VALUES,
  isOfferOf,
  newOfferErrors,
  serverFieldErrors,
  type NewOfferField,
  type NewOfferValues,
} from './new-offer-values'

const CHECK_OUTCOMES = {
  applied: 'Created: your offers now include this card. Open it from the list of offers.',
  unknown: 'Your offers do not tell whether this one was created.',
}

/** The new offer's form: the card (from the catalog, or brand, region and face value), the price, the first keys. */
export function NewOfferForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [values, setValues] = useState<NewOfferValues>(EMPTY_VALUES)
  const secrets = useSecretBatch('lines', GIFT_CARD_KEY_MAX)
  const [errors, setErrors] = useState<Partial<Record<NewOfferField, string>>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef<NewOfferValues>(EMPTY_VALUES)
  const form = useRef<HTMLFormElement>(null)
  const create = useMutation(createOfferMutation(queryClient))
  const change = (patch: Partial<NewOfferValues>) => {
    setValues((previous) => ({ ...previous, ...patch }))
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(Object.keys(patch).map((field) => [field, undefined])),
    }))
  }

  const writeCheck = useWriteCheck(async () => {
    const { brandId, regionId } = sent.current
    const page = await (await offersApi()).listGiftCardOffers({ brand_id: brandId, region_id: regionId, per_page: 50 })
    return page.records.some((offer) => isOfferOf(sent.current, offer)) ? 'applied' : 'not-applied'
  })

  const submit = async () => {
    if (create.isPending) return
    setFailure(null)
    writeCheck.clear()
    const keysProblem = keysError(secrets.batch, false)
    const found = {
      ...newOfferErrors(values),
      ...(keysProblem ? { keys: keysProblem } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    sent.current = values
    try {
      const result = await create.mutateAsync({
        card: cardOfValues(values),
        price: values.price,
        keys: secrets.batch.ready,
      })
      toast.success(result.message ?? 'Offer created')
      if (result.offer)
        await navigate({
          to: '/gift-card-offers/$giftCardOfferId',
          params: { giftCardOfferId: result.offer.id },
        })
      else await navigate({ to: '/gift-card-offers' })
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      const named = isApiError(error) ? serverFieldErrors(error.fieldErrors, values.mode) : {}
      setErrors(named)
      setFailure(error)
    }
  }

  return (
    <form
      ref={form}
      noValidate
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <SectionCard title="The card" contentClassName={styles.stack}>
        <CardChoice values={values} errors={errors} onChange={change} />
      </SectionCard>
      <SectionCard title="Price and first keys" contentClassName={styles.stack}>
        <Field
          label="Price (EUR)"
          hint="What a buyer pays for one key: at least 0.01, at most 2 decimals."
          error={errors.price}
        >
          <Input
            name="price"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={values.price}
            onChange={(event) => change({ price: event.target.value })}
          />
        </Field>
        <KeysField
          label="First keys (optional)"
          error={errors.keys}
          secrets={secrets}
          onEdit={() => setErrors((previous) => ({ ...previous, keys: undefined }))}
        />
      </SectionCard>
      {failure ? (
        <WriteRefusal error={failure} heading="The offer was not created. Everything you entered is kept." />
      ) : null}
      {writeCheck.state ? (
        <UncertainWrite
          state={writeCheck.state}
          onCheck={() => void writeCheck.runCheck()}
          outcomes={CHECK_OUTCOMES}
          title="The offer may have been sent."
        />
      ) : null}
      <FormFooter
        submit="Create offer"
        pending={create.isPending}
        waitSeconds={0}
        status={{ pending: 'Creating the offer…', wait: () => '' }}
      />
    </form>
  )
}
