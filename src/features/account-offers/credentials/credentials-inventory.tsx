import styles from '../account-offers.module.css'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import type { OfferCredential } from '../../../api/records/account-offer'
import { Button } from '../../../components/ui/button'
import { ErrorState } from '../../../components/ui/error-state'
import { Cluster } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { SectionCard } from '../../../components/ui/section-card'
import { nearScreenPart } from '../../../components/ui/near-screen'
import { onDemandDialog } from '../../../components/ui/on-demand-dialog'
import { Muted } from '../../../components/ui/text'
import { isApiError } from '../../../lib/api-error'
import { WriteOutcome } from '../components/write-outcome'
import { accountOfferQueries } from '../queries'
import { CredentialsTable } from './credentials-table'
import { bulkDeletedText } from './inventory-outcome'
import { useInventoryWrite } from './use-inventory-write'

// The add form sits below the inventory's table: its code comes when the seller scrolls near it.
const AddCredentials = nearScreenPart(() => import('./add-credentials').then((module) => module.AddCredentials))
const dialogs = () => import('./credential-dialogs')
const EditCredentialDialog = onDemandDialog(() => dialogs().then((module) => module.EditCredentialDialog))
const DeleteCredentialsDialog = onDemandDialog(() => dialogs().then((module) => module.DeleteCredentialsDialog))

type Dialog = { kind: 'edit'; credential: OfferCredential } | { kind: 'delete'; target: OfferCredential | readonly number[] } | null

interface CredentialsInventoryProps {
  offerId: number
}

/** The offer's credentials: masked until revealed; edit or delete one, delete several in one request, add a batch. */
export function CredentialsInventory({ offerId }: CredentialsInventoryProps) {
  const query = useQuery(accountOfferQueries.credentials(offerId))
  const write = useInventoryWrite(offerId)
  const [revealed, setRevealed] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [dialog, setDialog] = useState<Dialog>(null)
  const credentials = query.data ?? []
  const inStock = credentials.filter((credential) => !credential.is_sold)
  // The texts in stock, for the batch to flag a block already there: a new list only when the inventory changes.
  const stockTexts = useMemo(() => (query.data ?? []).filter((credential) => !credential.is_sold).map((credential) => credential.credentials ?? ''), [query.data])
  const busy = write.pending || write.waitSeconds > 0

  const select = (id: number, on: boolean) =>
    setSelected((last) => {
      const next = new Set(last)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const confirmDelete = async (target: OfferCredential | readonly number[]) => {
    if (Array.isArray(target)) {
      const ids = [...target]
      const result = await write.send({ kind: 'bulk-delete', credentialIds: ids })
      setDialog(null)
      if (!result) return
      setSelected(new Set())
      const after = await write.readBack().catch(() => null)
      write.setNotice({ tone: 'success', text: bulkDeletedText(ids, result, after) })
      return
    }
    const credential = target as OfferCredential
    const result = await write.send({ kind: 'delete', credentialId: credential.id })
    setDialog(null)
    if (result) write.setNotice({ tone: 'success', text: `Credential ${credential.id} deleted.` })
  }

  const save = async (credential: OfferCredential, text: string) => {
    const result = await write.send({ kind: 'edit', credentialId: credential.id, credentials: text })
    setDialog(null)
    if (result) write.setNotice({ tone: 'success', text: `Credential ${credential.id} saved.` })
  }

  let body: ReactNode
  if (query.isPending) body = <PageLoading label="Loading the credentials…" />
  else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <Muted as="p">This offer has no credentials inventory (an offer of the older format, or delivered by hand).</Muted>
      ) : (
        <ErrorState error={query.error} title="Could not load the credentials" onRetry={() => void query.refetch()} />
      )
  } else if (credentials.length === 0) body = <Muted as="p">No credentials in stock yet.</Muted>
  else {
    body = (
      <CredentialsTable
        credentials={credentials}
        revealed={revealed}
        selected={selected}
        onSelect={select}
        onEdit={(credential) => setDialog({ kind: 'edit', credential })}
        onDelete={(credential) => setDialog({ kind: 'delete', target: credential })}
        disabled={busy}
      />
    )
  }

  const chosen = [...selected].filter((id) => inStock.some((credential) => credential.id === id))
  return (
    <SectionCard
      title="Credentials inventory"
      contentClassName={styles.stack}
      actions={
        <Button variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed(!revealed)} disabled={credentials.length === 0}>
          Reveal credentials in stock
        </Button>
      }
    >
      <Muted as="p">
        {query.data ? `${inStock.length} in stock, ${credentials.length - inStock.length} sold. ` : ''}Each buyer gets one; sold ones are kept read-only
        with their order.
      </Muted>
      {body}
      <Cluster>
        <li>
          <Button variant="danger" disabled={busy || chosen.length === 0} onClick={() => setDialog({ kind: 'delete', target: chosen })}>
            Delete selected ({chosen.length})…
          </Button>
        </li>
      </Cluster>
      <WriteOutcome
        pending={write.pending}
        waitSeconds={write.waitSeconds}
        done={write.notice}
        failure={write.failure}
        heading="The credentials were not changed."
        writeCheck={write.writeCheck}
        outcomes={{ applied: 'Done: the inventory shows the change.', unknown: 'The inventory does not tell whether the change was made.' }}
      />
      {query.isSuccess ? <AddCredentials inStock={stockTexts} write={write} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditCredentialDialog credential={dialog.credential} pending={write.pending} onClose={() => setDialog(null)} onSave={(text) => void save(dialog.credential, text)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCredentialsDialog target={dialog.target} pending={write.pending} onClose={() => setDialog(null)} onConfirm={() => void confirmDelete(dialog.target)} />
      ) : null}
    </SectionCard>
  )
}
