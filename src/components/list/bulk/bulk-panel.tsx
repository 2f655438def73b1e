import { useEffect, useRef, useState } from 'react'
import { describeBulkChange, planBulk, type BulkAction, type BulkChange, type BulkItem, type BulkOffer } from '../../../lib/bulk-change'
import { describeError } from '../../../lib/error-message'
import type { ExportOptions, ExportProgress } from '../../../lib/export-pages'
import { formatNumber } from '../../../lib/format'
import { JobRunBar } from '../../job/job-run-bar'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Cluster } from '../../ui/layout'
import { PageLoading } from '../../ui/page-loading'
import { SectionCard } from '../../ui/section-card'
import { ErrorText } from '../../ui/text'
import type { BulkKind } from '../bulk-kind'
import { BulkOutcome } from './bulk-outcome'
import { BulkResultsButton } from './bulk-results'
import { BulkTable, itemNote } from './bulk-table'
import { PriceChangeForm } from './price-change-form'
import { useBulkJob } from './use-bulk-job'

export interface BulkRequest<R> {
  action: BulkAction
  /** The rows picked, or every row of the filter (read when the panel opens). */
  offers: readonly R[] | 'all'
}

export interface BulkPanelProps<R> {
  kind: BulkKind<R>
  /** A new change; null to continue the job kept under `resumeId`. */
  request: BulkRequest<R> | null
  resumeId: string | null
  fetchAll: (options: ExportOptions) => Promise<R[]>
  onClose: (finished: boolean) => void
}

const offers = (count: number) => `${formatNumber(count)} ${count === 1 ? 'offer' : 'offers'}`

/** A change to many offers: the offers, the change, the table of before and after, then the job and its results. */
export function BulkPanel<R>({ kind, request, resumeId, fetchAll, onClose }: BulkPanelProps<R>) {
  const bulk = useBulkJob(kind)
  const [picked, setPicked] = useState<BulkOffer[] | null>(() => (request && request.offers !== 'all' ? request.offers.map(kind.offer) : null))
  const [reading, setReading] = useState<ExportProgress | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [change, setChange] = useState<BulkChange | null>(() => (request && request.action !== 'price' ? { kind: request.action } : null))
  const [confirming, setConfirming] = useState(false)
  const card = useRef<HTMLElement>(null)
  const readAll = request?.offers === 'all'

  useEffect(() => card.current?.focus(), [])

  // The rows of the filter as it was when the seller asked: read once.
  const fetchOnce = useRef(fetchAll)
  useEffect(() => {
    if (!readAll) return
    const abort = new AbortController()
    fetchOnce.current({ signal: abort.signal, onProgress: setReading }).then(
      (records) => setPicked(records.map(kind.offer)),
      (error: unknown) => abort.signal.aborted || setFailure(`Could not read the offers: ${describeError(error).detail}`),
    )
    return () => abort.abort()
  }, [readAll, kind])

  const { ready, resume } = bulk
  useEffect(() => {
    if (!resumeId || !ready) return
    resume(resumeId).then(
      (found) => found || onClose(false),
      (error: unknown) => setFailure(`Could not read the job: ${describeError(error).detail}`),
    )
    // Once, when the store is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeId, ready])

  const items: readonly BulkItem[] = bulk.job?.items ?? (picked && change && bulk.writes ? planBulk(picked, change, bulk.writes!.priceRule) : [])
  const shownChange = bulk.job?.change ?? change
  const sent = items.filter((item) => item.skip === null)
  const title = shownChange ? `${describeBulkChange(shownChange)}: ${offers(items.length)}` : 'Change the selected offers'

  const send = async () => {
    setConfirming(false)
    if (!shownChange) return
    const job = { id: `bulk-${Date.now().toString(36)}`, list: kind.list, change: shownChange, items: [...items], createdAt: Date.now() }
    // The job is kept before its first write; a browser that cannot keep it sends nothing.
    await bulk.create(job).catch((error: unknown) => setFailure(`Nothing was sent: ${describeError(error).detail}`))
  }

  let body
  if (failure || bulk.failure) {
    body = (
      <>
        <ErrorText as="p">{failure ?? `This part of the page could not be loaded: ${describeError(bulk.failure).detail}`}</ErrorText>
        <Button onClick={() => onClose(false)}>Close</Button>
      </>
    )
  } else if (bulk.job && bulk.run) {
    const run = bulk.run
    const stateOf = (item: BulkItem) => run.states.get(bulk.keyOf(item)!) ?? null
    const status = run.status.kind
    const over = status === 'done' || status === 'cancelled' || status === 'stopped'
    body = (
      <>
        {bulk.lasting ? null : <Alert tone="warning">This browser keeps no data for this page (private mode?): a reload would lose the progress.</Alert>}
        <JobRunBar
          states={sent.map((item) => stateOf(item) ?? { kind: 'ready' as const })}
          status={run.status}
          texts={{ one: 'offer', many: 'offers', done: 'done', start: (count) => `${status === 'idle' && resumeId ? 'Continue: send' : 'Send'} ${offers(count)}`, finished: 'Every offer of the job was sent.' }}
          onStart={run.start}
          onPause={run.pause}
          onCancel={run.cancel}
        />
        <BulkTable change={bulk.job.change} items={items} last={{ header: 'Outcome', cell: (item) => <BulkOutcome item={item} state={stateOf(item)} bulk={bulk} /> }} />
        <Cluster as="div">
          <BulkResultsButton job={bulk.job} stateOf={stateOf} />
          {over || status === 'idle' || status === 'paused' ? (
            <Button onClick={() => void bulk.discard().then(() => onClose(true))}>{over ? 'Close the job' : 'Discard the job'}</Button>
          ) : null}
        </Cluster>
      </>
    )
  } else if (resumeId || !bulk.ready) {
    body = <PageLoading label={resumeId ? 'Reading the job…' : 'Loading…'} />
  } else if (!picked) {
    body = (
      <>
        <PageLoading label={reading ? `Reading the offers of the filter: ${formatNumber(reading.fetched)} of ${formatNumber(reading.total)}…` : 'Reading the offers of the filter…'} />
        <Button onClick={() => onClose(false)}>Cancel</Button>
      </>
    )
  } else if (!change) {
    body = <PriceChangeForm rule={bulk.writes!.priceRule} onReview={(next) => setChange({ kind: 'price', change: next })} onCancel={() => onClose(false)} />
  } else {
    const label = change.kind === 'delete' ? `Delete ${offers(sent.length)}…` : `Send ${sent.length === 1 ? 'the change' : `${formatNumber(sent.length)} changes`}`
    body = (
      <>
        <p>Nothing is sent until you confirm. Each offer is changed on its own, one at a time, within the marketplace’s limits.</p>
        <BulkTable change={change} items={items} last={{ header: 'Note', cell: (item) => itemNote(item, bulk.writes!.priceRule) }} />
        <Cluster as="div">
          <Button variant={change.kind === 'delete' ? 'danger' : 'primary'} disabled={sent.length === 0} onClick={() => (change.kind === 'delete' ? setConfirming(true) : void send())}>
            {label}
          </Button>
          {request?.action === 'price' ? <Button onClick={() => setChange(null)}>Change the rule</Button> : null}
          <Button onClick={() => onClose(false)}>Cancel</Button>
        </Cluster>
        <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={`Delete ${offers(sent.length)}?`} confirm={`Delete ${offers(sent.length)}`} variant="danger" onConfirm={() => void send()}>
          {`The ${offers(sent.length)} are deleted from the marketplace, one at a time. This cannot be undone.`}
        </ConfirmDialog>
      </>
    )
  }

  return (
    <SectionCard ref={card} tabIndex={-1} title={title}>
      {body}
    </SectionCard>
  )
}
