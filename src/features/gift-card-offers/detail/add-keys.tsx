import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { GIFT_CARD_KEY_MAX } from '../../../api/gift-card-offer-body'
import type { GiftCardOffer } from '../../../api/records/gift-card-offer'
import { useSecretBatch } from '../../../components/secret-batch/use-secret-batch'
import { FormFooter } from '../../../components/ui/form-footer'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { isApiError } from '../../../lib/api-error'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { KeysField } from '../components/keys-field'
import { keysError } from '../field-rules'
import styles from '../gift-card-offers.module.css'
import { addKeysMutation } from '../mutations'
import { giftCardOfferQueries } from '../queries'
import { pairAddedKeys } from './added-key-pairs'
import type { AddedKey } from './added-keys'
import { formatCount } from '../../../lib/format'

const countText = (count: number) => formatCount(count, 'key')

/**
 * Keys for the offer's stock, typed one per line or read from a file, with their flags shown before sending: all go
 * in ONE POST. The keys live in this form's memory until sent, then in the page's list of keys just added.
 */
interface AddKeysProps {
  offer: GiftCardOffer
  /** The keys this page added already, in its memory: the batch flags them as in stock. Stable identity. */
  added: readonly string[]
  onAdded: (keys: AddedKey[]) => void
}

export function AddKeys({ offer, added, onAdded }: AddKeysProps) {
  const queryClient = useQueryClient()
  const secrets = useSecretBatch('lines', GIFT_CARD_KEY_MAX, added)
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef({ count: 0, stockBefore: null as number | null })
  const retryAfter = useRetryAfter()
  const add = useMutation(addKeysMutation(queryClient, offer.id))
  const count = secrets.batch.ready.length

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...giftCardOfferQueries.detail(offer.id), staleTime: 0 })
    const { count: added, stockBefore } = sent.current
    if (fresh.stock === null || stockBefore === null) return 'unknown'
    if (fresh.stock === stockBefore + added) return 'applied'
    return fresh.stock === stockBefore ? 'not-applied' : 'unknown'
  })

  const submit = async () => {
    if (add.isPending) return
    setFailure(null)
    writeCheck.clear()
    const found = keysError(secrets.batch, true)
    setError(found ?? undefined)
    if (found) return
    const keys = secrets.batch.ready
    sent.current = { count: keys.length, stockBefore: offer.stock }
    try {
      const result = await add.mutateAsync(keys)
      onAdded(pairAddedKeys(keys, result.deliveryIds))
      secrets.clear()
      toast.success(`${countText(keys.length)} added to stock`)
    } catch (caught) {
      if (writeCheck.noteFailure(caught)) return
      setFailure(caught)
      retryAfter.noteFailure(caught)
      if (isApiError(caught)) {
        const messages = Object.entries(caught.fieldErrors).filter(([field]) => field === 'keys' || field.startsWith('keys.'))
        if (messages.length > 0) setError(messages.flatMap(([, list]) => list).join(' '))
      }
    }
  }

  return (
    <SectionCard title="Add keys" contentClassName={styles.stack}>
      <form
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <KeysField
          label="Keys"
          error={error}
          secrets={secrets}
          onEdit={() => setError(undefined)}
        />
        {failure ? <WriteRefusal error={failure} heading="The keys were not added. They are kept here." /> : null}
        {writeCheck.state ? (
          <UncertainWrite
            state={writeCheck.state}
            onCheck={() => void writeCheck.runCheck()}
            title="The keys may have been sent."
            outcomes={{
              applied: 'Added: the stock grew by as many keys. Their delivery ids are not known, so they are not listed below.',
              unknown: 'The stock does not tell whether the keys were added.',
            }}
          />
        ) : null}
        <FormFooter
          submit={count > 0 ? `Add ${countText(count)}` : 'Add keys'}
          pending={add.isPending}
          waitSeconds={retryAfter.waitSeconds}
          status={{ pending: `Sending ${countText(count)}…`, wait: (seconds) => `The offer can change again in ${seconds} s.` }}
        />
      </form>
    </SectionCard>
  )
}
