import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { STATUS_AFTER, type OfferStatusAction } from '../../lib/offer-status'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { Cluster } from '../ui/layout'
import { SectionCard } from '../ui/section-card'
import { Muted } from '../ui/text'
import { UncertainWrite } from '../ui/uncertain-write'
import { WriteRefusal } from '../ui/write-refusal'
import styles from './offer.module.css'
import { useOfferActionRun } from './use-offer-action-run'

const LABELS: Record<OfferStatusAction, string> = { list: 'List', draft: 'Unlist (draft)', archive: 'Archive' }
const DONE: Record<OfferStatusAction, string> = { list: 'Offer listed', draft: 'Offer unlisted', archive: 'Offer archived' }

interface OfferStatusActionsProps<R extends { message: string | null }> {
  /** The offer as the page has it: its title for the confirmation, its status to disable what would change nothing. */
  offer: { id: number; title: string | null; status: string | null }
  /** The write of each action (one POST, within the offer's write limit), never retried. */
  mutation: (action: OfferStatusAction) => UseMutationOptions<R, Error, void>
  /** The offer's status read again from the server, or null when it could not be read (after an unknown outcome). */
  readStatus: () => Promise<string | null>
}

/** List and unlist at once (each one POST); archive behind a confirmation. A currency or an item offer alike. */
export function OfferStatusActions<R extends { message: string | null }>({ offer, mutation, readStatus }: OfferStatusActionsProps<R>) {
  const list = useMutation(mutation('list'))
  const draft = useMutation(mutation('draft'))
  const archive = useMutation(mutation('archive'))
  const { run, pending, last, failure, writeCheck, retryAfter, setConfirming, confirm } = useOfferActionRun({
    mutations: { list, draft, archive },
    done: DONE,
    confirmed: 'archive',
    check: async (action) => ((await readStatus()) === STATUS_AFTER[action ?? 'list'] ? 'applied' : 'unknown'),
  })

  const status = offer.status ?? ''
  const waiting = retryAfter.waitSeconds > 0
  return (
    <SectionCard title="Listing" contentClassName={styles.stack}>
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
        {...confirm}
        title="Archive this offer?"
        confirm="Archive offer"
        variant="danger"
      >
        “{offer.title ?? `Offer ${offer.id}`}” leaves your listings and cannot be bought. The marketplace decides whether
        an archived offer can be listed again.
      </ConfirmDialog>
    </SectionCard>
  )
}
