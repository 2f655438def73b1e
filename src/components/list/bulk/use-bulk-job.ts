import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { recordActivity } from '../../../lib/activity-log'
import { isApiError } from '../../../lib/api-error'
import { bulkItemKey, changeApplied, type BulkChange, type BulkItem, type BulkJob } from '../../../lib/bulk-change'
import { createLongJob, type LongJob } from '../../../lib/long-job'
import { keptState, sendOnce } from '../../../lib/send-once'
import { removeShopItem, writeShopItem } from '../../../lib/shop-store'
import { useJobProgress } from '../../job/use-job-progress'
import { useLongJob } from '../../job/use-long-job'
import { bulkJobMarker, type BulkKind, type BulkWrites } from '../bulk-kind'

const ACTIONS: Record<BulkChange['kind'], string> = {
  price: 'Offer price changed (bulk change)',
  list: 'Offer listed (bulk change)',
  draft: 'Offer unlisted (bulk change)',
  delete: 'Offer deleted (bulk change)',
}

const TERMINAL = new Set(['done', 'cancelled', 'stopped'])

/**
 * A change to many offers as one long job (lib/long-job.ts): kept with its offers and the change in the browser
 * before the first write, each write by the job, the offer and the change, so that a reload continues it and never
 * sends an offer twice. The lists and records are read again when it ends.
 */
export function useBulkJob<R>(kind: BulkKind<R>) {
  const queryClient = useQueryClient()
  const progress = useJobProgress('bulk')
  const [writes, setWrites] = useState<BulkWrites | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [loaded, setLoaded] = useState<{ job: BulkJob; run: LongJob; keys: Map<number, string> } | null>(null)
  const run = useLongJob(loaded?.run ?? null)
  const status = run?.status.kind ?? 'idle'

  useEffect(() => {
    kind.load().then(setWrites, setFailure)
  }, [kind])

  useEffect(() => {
    if (TERMINAL.has(status)) void kind.refresh(queryClient)
  }, [status, kind, queryClient])

  const sendItem = (job: BulkJob, item: BulkItem, key: string, again: boolean) => {
    const log = (outcome: 'succeeded' | 'failed', fields: { status?: number | null; message?: string | null; requestId?: string | null }) =>
      void recordActivity({ at: Date.now(), action: ACTIONS[job.change.kind], itemType: kind.itemType, itemId: String(item.offerId), outcome, status: fields.status ?? null, message: fields.message ?? null, requestId: fields.requestId ?? null })
    return sendOnce(
      key,
      progress!,
      async () => {
        try {
          const answer = await writes!.send(item.offerId, job.change, item.after)
          log('succeeded', { requestId: answer.requestId })
          return item.offerId
        } catch (error) {
          const api = isApiError(error) ? error : null
          log('failed', { status: api ? api.status || null : null, message: error instanceof Error ? error.message : null, requestId: api?.requestId ?? null })
          throw error
        }
      },
      { again },
    )
  }

  const begin = async (job: BulkJob, start: boolean) => {
    const sent = job.items.filter((item) => item.skip === null)
    const keys = new Map(sent.map((item) => [item.offerId, bulkItemKey(job, item)]))
    const known = await progress!.get([...keys.values()])
    const initial = new Map([...known].map(([key, kept]) => [key, keptState(kept)!]))
    const byKey = new Map(sent.map((item) => [keys.get(item.offerId)!, item]))
    const longJob = createLongJob([...keys.values()], initial, (key, again) => sendItem(job, byKey.get(key)!, key, again))
    setLoaded({ job, run: longJob, keys })
    if (start) longJob.start()
  }

  return {
    ready: progress !== null && writes !== null,
    /** The change's code could not be loaded. */
    failure,
    writes,
    lasting: progress?.lasting ?? true,
    job: loaded?.job ?? null,
    run,
    keyOf: (item: BulkItem) => loaded?.keys.get(item.offerId) ?? null,
    /** Kept first, then sent. */
    async create(job: BulkJob) {
      await progress!.saveJob(job)
      writeShopItem(bulkJobMarker(kind.list), job.id)
      await begin(job, true)
    },
    /** The job kept under `id`, as it was left; false when it is no longer kept. */
    async resume(id: string): Promise<boolean> {
      const job = (await progress!.jobs()).find((kept): kept is BulkJob => kept.id === id)
      if (!job) {
        removeShopItem(bulkJobMarker(kind.list))
        return false
      }
      await begin(job, false)
      return true
    },
    /** The job and what was kept of it are dropped: nothing more can be sent of it. */
    async discard() {
      run?.cancel()
      removeShopItem(bulkJobMarker(kind.list))
      if (loaded) await progress!.dropJob(loaded.job.id, [...loaded.keys.values()])
    },
    /** Reads the offer back: applied (kept as done), not applied, or null when it cannot tell. */
    async check(item: BulkItem): Promise<boolean | null> {
      const key = loaded!.keys.get(item.offerId)!
      const applied = changeApplied(loaded!.job.change, item, await writes!.readBack(item.offerId))
      if (applied) {
        await progress!.put({ key, outcome: 'done', resultId: item.offerId, reason: null })
        run?.setState(key, { kind: 'done', resultId: item.offerId, earlier: false })
      }
      return applied
    },
    sendAgain: (item: BulkItem) => run?.sendAgain(loaded!.keys.get(item.offerId)!),
  }
}

export type BulkJobControl = ReturnType<typeof useBulkJob>
