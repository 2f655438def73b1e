import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { isApiError } from '../../../lib/api-error'
import { useWriteCheck } from '../../../lib/write-check'
import { deleteOfferMutation } from '../mutations'
import { giftCardOfferQueries } from '../queries'

const CHECK_OUTCOMES = {
  applied: 'Deleted: the server no longer has this offer.',
  unknown: 'The server’s answer does not tell whether the offer was deleted.',
}

/** "Delete offer" behind a confirmation: one DELETE; then the list of offers. */
export function DeleteOffer({ offerId, title }: { offerId: number; title: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const remove = useMutation(deleteOfferMutation(queryClient, offerId))
  const writeCheck = useWriteCheck(async () => {
    try {
      await queryClient.fetchQuery({ ...giftCardOfferQueries.detail(offerId), staleTime: 0, retry: false })
      return 'not-applied'
    } catch (error) {
      if (isApiError(error) && error.status === 404) return 'applied'
      throw error
    }
  })

  const run = async () => {
    if (remove.isPending) return
    setFailure(null)
    writeCheck.clear()
    try {
      await remove.mutateAsync()
      toast.success(`Offer ${offerId} deleted`)
      await navigate({ to: '/gift-card-offers' })
      queryClient.removeQueries({ queryKey: giftCardOfferQueries.detail(offerId).queryKey })
    } catch (error) {
      if (!writeCheck.noteFailure(error)) setFailure(error)
    } finally {
      setConfirming(false)
    }
  }

  return (
    <SectionCard title="Delete the offer">
      <p>Buyers can no longer buy this card from you. Keys still in stock are taken out with it.</p>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        Delete offer
      </Button>
      {failure ? <WriteRefusal error={failure} heading="The offer was not deleted." /> : null}
      {writeCheck.state ? (
        <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} title="The offer may or may not have been deleted." />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete offer ${offerId}?`}
        confirm="Delete offer"
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => void run()}
      >
        {title}: this cannot be undone here.
      </ConfirmDialog>
    </SectionCard>
  )
}
