import styles from '../account-offers.module.css'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { AccountOfferAction } from '../../../api/account-offers'
import type { AccountOffer } from '../../../api/records/account-offer'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Cluster } from '../../../components/ui/layout'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { useOfferActionRun } from '../../../components/offer/use-offer-action-run'
import { WriteOutcome } from '../components/write-outcome'
import { deleteOfferMutation, offerActionMutation } from '../mutations'
import { accountOfferQueries } from '../queries'

type Action = AccountOfferAction | 'delete'

const DONE: Record<Action, string> = { list: 'Offer listed', draft: 'Offer unlisted', duplicate: 'Offer duplicated', delete: 'Offer deleted' }
/** Statuses from which listing or unlisting makes no sense; the server judges the rest. */
const SETTLED = ['sold', 'processing', 'refunded', 'archived']

/** List and unlist (one POST each), duplicate (opens the new draft), delete behind a confirmation. */
export function OfferActions({ offer }: { offer: AccountOffer }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { run, pending, last, failure, writeCheck, retryAfter, setConfirming, confirm } = useOfferActionRun({
    mutations: {
      list: useMutation(offerActionMutation(queryClient, offer.id, 'list')),
      draft: useMutation(offerActionMutation(queryClient, offer.id, 'draft')),
      duplicate: useMutation(offerActionMutation(queryClient, offer.id, 'duplicate')),
      delete: useMutation(deleteOfferMutation(queryClient, offer.id)),
    },
    done: DONE,
    confirmed: 'delete',
    check: async (action) => {
      if (action === 'duplicate') return 'unknown'
      try {
        const fresh = await queryClient.fetchQuery({ ...accountOfferQueries.detail(offer.id), staleTime: 0 })
        if (action === 'delete') return 'not-applied'
        if ('status' in fresh.unreadable) return 'unknown'
        return fresh.status === (action === 'list' ? 'listed' : 'draft') ? 'applied' : 'not-applied'
      } catch (error) {
        if (action === 'delete' && (error as { status?: number }).status === 404) return 'applied'
        throw error
      }
    },
    after: (action, result) => {
      if (action === 'delete') void navigate({ to: '/account-offers' })
      else if (action === 'duplicate' && result.offer) {
        void navigate({ to: '/account-offers/$accountOfferId', params: { accountOfferId: result.offer.id } })
      } else return false
      return true
    },
  })

  const status = offer.status ?? ''
  const blocked = pending || retryAfter.waitSeconds > 0
  return (
    <SectionCard title="Listing" contentClassName={styles.stack}>
      <Muted as="p">Unlisting keeps the offer as a draft: it leaves the public listings and cannot be bought.</Muted>
      <Cluster>
        <li>
          <Button onClick={() => void run('list')} disabled={blocked || status === 'listed' || SETTLED.includes(status)}>
            List
          </Button>
        </li>
        <li>
          <Button onClick={() => void run('draft')} disabled={blocked || status === 'draft' || SETTLED.includes(status)}>
            Unlist (draft)
          </Button>
        </li>
        <li>
          <Button onClick={() => void run('duplicate')} disabled={blocked}>
            Duplicate
          </Button>
        </li>
        <li>
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={blocked}>
            Delete…
          </Button>
        </li>
      </Cluster>
      <WriteOutcome
        pending={pending}
        waitSeconds={retryAfter.waitSeconds}
        done={last?.message ? { tone: 'success', text: last.message } : null}
        failure={failure}
        heading="The offer was not changed."
        writeCheck={writeCheck}
        outcomes={{ applied: 'Done: the server shows the change.', unknown: 'The server’s answer does not tell whether it was done. Look at your offers before trying again.' }}
      />
      <ConfirmDialog
        {...confirm}
        title="Delete this offer?"
        confirm="Delete offer"
        variant="danger"
      >
        “{offer.title ?? `Offer ${offer.id}`}” and the credentials in its stock are removed for good. Orders it sold stay.
      </ConfirmDialog>
    </SectionCard>
  )
}
