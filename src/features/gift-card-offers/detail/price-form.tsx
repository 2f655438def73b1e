import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { giftCardPriceError } from '../field-rules'
import type { GiftCardOffer } from '../../../api/records/gift-card-offer'
import { Field } from '../../../components/ui/field'
import { FormFooter } from '../../../components/ui/form-footer'
import { Input } from '../../../components/ui/input'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { isApiError } from '../../../lib/api-error'
import { compareDecimal } from '../../../lib/decimal'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { updatePriceMutation } from '../mutations'
import { giftCardOfferQueries } from '../queries'

const CHECK_OUTCOMES = {
  applied: 'Saved: the offer has the new price.',
  unknown: 'The offer’s price could not be read, so it is not known whether the change was saved.',
}

/** The price, the one field the service lets change: one PATCH; the seller's text is kept whatever happens. */
export function PriceForm({ offer }: { offer: GiftCardOffer }) {
  const queryClient = useQueryClient()
  const [value, setValue] = useState(offer.price_eur ?? '')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const input = useRef<HTMLInputElement>(null)
  const sent = useRef('')
  const retryAfter = useRetryAfter()
  const update = useMutation(updatePriceMutation(queryClient, offer.id))
  const dirty = offer.price_eur === null || value.trim() === '' || compareDecimalSafe(value, offer.price_eur) !== 0

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...giftCardOfferQueries.detail(offer.id), staleTime: 0 })
    if (fresh.price_eur === null) return 'unknown'
    return compareDecimal(fresh.price_eur, sent.current.trim()) === 0 ? 'applied' : 'not-applied'
  })

  const submit = async () => {
    if (update.isPending) return
    setFailure(null)
    writeCheck.clear()
    const found = giftCardPriceError(value)
    setError(found)
    if (found) {
      input.current?.focus()
      return
    }
    sent.current = value
    try {
      const { offer: saved } = await update.mutateAsync(value)
      if (saved?.price_eur) setValue(saved.price_eur)
      toast.success('Price saved')
    } catch (caught) {
      if (writeCheck.noteFailure(caught)) return
      setFailure(caught)
      retryAfter.noteFailure(caught)
      if (isApiError(caught) && caught.fieldErrors.price) setError(caught.fieldErrors.price.join(' '))
    }
  }

  return (
    <SectionCard title="Change the offer">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Field label="Price (EUR)" hint="What a buyer pays for one key: at least 0.01, at most 2 decimals." error={error ?? undefined}>
          <Input
            ref={input}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setError(null)
            }}
          />
        </Field>
        {failure ? <WriteRefusal error={failure} heading="The price was not changed. Your value is kept." /> : null}
        {writeCheck.state ? <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} /> : null}
        <FormFooter
          submit="Save price"
          pending={update.isPending}
          waitSeconds={retryAfter.waitSeconds}
          disabled={!dirty}
          status={{ pending: 'Saving…', wait: (seconds) => `The offer can change again in ${seconds} s.`, idle: dirty ? 'Unsaved price' : '' }}
        />
      </form>
    </SectionCard>
  )
}

/** Compares typed text with a price; text that is no decimal counts as a change (its message shows on saving). */
function compareDecimalSafe(text: string, price: string): number {
  return /^\d+(\.\d+)?$/.test(text.trim()) ? compareDecimal(text.trim(), price) : 1
}
