import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { SecretMask } from '../../../components/ui/secret-text'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { useWriteCheck } from '../../../lib/write-check'
import styles from '../gift-card-offers.module.css'
import { removeKeyMutation } from '../mutations'
import { giftCardOfferQueries } from '../queries'

/** A key this page added: its delivery id, and its text when the answer's ids could be paired with the keys sent. */
export interface AddedKey {
  deliveryId: number
  key: string | null
}

interface AddedKeysProps {
  offerId: number
  keys: readonly AddedKey[]
  onChange: (keys: AddedKey[]) => void
}

/**
 * The keys added while this page is open, masked until revealed, each with "Remove" (one DELETE of its delivery
 * id). The marketplace does not list an offer's keys, so a key added elsewhere or before cannot be shown here.
 */
export function AddedKeys({ offerId, keys, onChange }: AddedKeysProps) {
  const queryClient = useQueryClient()
  const [revealed, setRevealed] = useState(false)
  const [failure, setFailure] = useState<{ deliveryId: number; error: unknown } | null>(null)
  const removing = useRef<{ deliveryId: number; stockBefore: number | null } | null>(null)
  const remove = useMutation(removeKeyMutation(queryClient, offerId))
  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...giftCardOfferQueries.detail(offerId), staleTime: 0 })
    const before = removing.current?.stockBefore ?? null
    return before !== null && fresh.stock === before - 1 ? 'applied' : 'unknown'
  })

  const run = async (deliveryId: number) => {
    if (remove.isPending) return
    setFailure(null)
    writeCheck.clear()
    removing.current = { deliveryId, stockBefore: queryClient.getQueryData(giftCardOfferQueries.detail(offerId).queryKey)?.stock ?? null }
    try {
      await remove.mutateAsync(deliveryId)
      onChange(keys.filter((key) => key.deliveryId !== deliveryId))
      toast.success('Key removed from stock')
    } catch (error) {
      if (!writeCheck.noteFailure(error)) setFailure({ deliveryId, error })
    }
  }

  return (
    <SectionCard
      title="Keys just added"
      contentClassName={styles.stack}
      actions={
        <Button variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
          {revealed ? 'Hide keys' : 'Reveal keys'}
        </Button>
      }
    >
      <Muted as="p">Listed while this page is open, so that a wrong key can be taken back. They are not kept anywhere else.</Muted>
      <ul className={styles.keys} aria-label="Keys just added">
        {keys.map(({ deliveryId, key }) => (
          <li key={deliveryId} className={styles.key}>
            <div className={styles.keyValue}>
              {key === null ? (
                <Muted>Key text not known</Muted>
              ) : revealed ? (
                <code>{key}</code>
              ) : (
                <SecretMask>Hidden key</SecretMask>
              )}
            </div>
            <Muted>Delivery {deliveryId}</Muted>
            <Button size="sm" onClick={() => void run(deliveryId)} disabled={remove.isPending}>
              Remove<span className="visually-hidden"> key, delivery {deliveryId}</span>
            </Button>
          </li>
        ))}
      </ul>
      <p role="status">{remove.isPending ? 'Removing the key…' : ''}</p>
      {failure ? <WriteRefusal error={failure.error} heading={`The key of delivery ${failure.deliveryId} was not removed.`} /> : null}
      {writeCheck.state ? (
        <UncertainWrite
          state={writeCheck.state}
          onCheck={() => void writeCheck.runCheck()}
          title="The removal may have been sent."
          outcomes={{ applied: 'Removed: the stock is one key lower.', unknown: 'The stock does not tell whether the key was removed.' }}
        />
      ) : null}
    </SectionCard>
  )
}
