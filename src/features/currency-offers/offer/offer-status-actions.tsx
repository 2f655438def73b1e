import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { OfferStatusAction } from '../../../api/client'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Cluster } from '../../../components/ui/layout'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { offerStatusMutation } from '../mutations'
import { currencyOfferQueries } from '../queries'
import layout from '../layout.module.css'
import { WriteRefusal } from '../../../components/ui/write-refusal'

const LABELS: Record<OfferStatusAction, string> = { list: 'List', draft: 'Unlist (draft)', archive: 'Archive' }
const DONE: Record<OfferStatusAction, string> = { list: 'Offer listed', draft: 'Offer unlisted', archive: 'Offer archived' }
/** The status each action leads to on the live service; a server that names it otherwise is read back by "Check now". */
const TARGET: Record<OfferStatusAction, string> = { list: 'listed', draft: 'draft', archive: 'archived' }

/** List and unlist at once (each one POST); archive behind a confirmation. */
export function OfferStatusActions({ offer }: { offer: CurrencyOffer }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [last, setLast] = useState<{ action: OfferStatusAction; message: string | null } | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const retryAfter = useRetryAfter()
  const list = useMutation(offerStatusMutation(queryClient, offer.id, 'list'))
  const draft = useMutation(offerStatusMutation(queryClient, offer.id, 'draft'))
  const archive = useMutation(offerStatusMutation(queryClient, offer.id, 'archive'))
  const mutations = { list, draft, archive }
  const pending = list.isPending || draft.isPending || archive.isPending
  const sentAction = last?.action ?? 'list'

  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...currencyOfferQueries.own(offer.id), staleTime: 0 })
    if ('status' in fresh.unreadable) return 'unknown'
    return fresh.status === TARGET[sentAction] ? 'applied' : 'unknown'
  })

  const run = async (action: OfferStatusAction) => {
    if (pending) return
    setFailure(null)
    writeCheck.clear()
    setLast({ action, message: null })
    try {
      const result = await mutations[action].mutateAsync()
      setLast({ action, message: result.message })
      setConfirming(false)
      toast.success(DONE[action])
    } catch (error) {
      setConfirming(false)
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      retryAfter.noteFailure(error)
    }
  }

  const status = offer.status ?? ''
  const waiting = retryAfter.waitSeconds > 0
  return (
    <SectionCard title="Listing" contentClassName={layout.stack}>
      <Muted as="p">Unlisting keeps the offer as a draft: it leaves the public listings and cannot be bought.</Muted>
      <Cluster>
        <li>
          <Button onClick={() => void run('list')} disabled={pending || waiting || status === 'listed'}>
            {LABELS.list}
          </Button>
        </li>
        <li>
          <Button onClick={() => void run('draft')} disabled={pending || waiting || status === 'draft'}>
            {LABELS.draft}
          </Button>
        </li>
        <li>
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={pending || waiting || status === 'archived'}>
            {LABELS.archive}…
          </Button>
        </li>
      </Cluster>
      <p role="status">{pending ? 'Sending…' : waiting ? `The offer can change again in ${retryAfter.waitSeconds} s.` : ''}</p>
      {last?.message ? <Alert tone="success">{last.message}</Alert> : null}
      {failure ? <WriteRefusal error={failure} heading="The offer’s listing was not changed." /> : null}
      {writeCheck.state ? (
        <UncertainWrite
          state={writeCheck.state}
          onCheck={() => void writeCheck.runCheck()}
          outcomes={{ applied: 'Done: the server shows the offer’s new status.', unknown: 'The offer’s status does not tell whether it was changed.' }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Archive this offer?"
        confirm="Archive offer"
        variant="danger"
        pending={pending}
        onConfirm={() => void run('archive')}
      >
        “{offer.title ?? `Offer ${offer.id}`}” leaves your listings and cannot be bought. The marketplace decides whether
        an archived offer can be listed again.
      </ConfirmDialog>
    </SectionCard>
  )
}
