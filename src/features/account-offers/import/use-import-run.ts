import { useEffect, useState } from 'react'
import { useJobProgress } from '../../../components/job/use-job-progress'
import { useLongJob } from '../../../components/job/use-long-job'
import { createLongJob, type LongJob } from '../../../lib/long-job'
import { keptState, type ItemState } from '../../../lib/send-once'
import { offersApi } from '../queries'
import type { CheckedTable, ImportRow } from './import-rows'
import { canonicalHash } from './row-hash'
import { sendRow } from './send-row'

/*
 * The run: the rows that pass, as one long job (lib/long-job.ts), each known by its hash; what became of a row in
 * an earlier visit is read back first.
 */

export type RowState = ItemState | { kind: 'invalid' }

interface Loaded {
  table: CheckedTable
  hashes: Map<number, string>
  job: LongJob
}

export function useImportRun(table: CheckedTable | null) {
  const progress = useJobProgress('import')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const job = useLongJob(loaded?.job ?? null)

  // A new table: each row's hash, and what became of it in an earlier visit.
  useEffect(() => {
    if (!table || !progress) return
    let live = true
    void (async () => {
      const hashes = new Map(await Promise.all(table.rows.map(async (row) => [row.number, await canonicalHash(row.canonical)] as const)))
      const passing = table.rows.filter((row) => row.problems.length === 0)
      const keys = [...new Set(passing.map((row) => hashes.get(row.number)!))]
      const known = await progress.get(keys)
      if (!live) return
      const rowOf = new Map(passing.map((row) => [hashes.get(row.number)!, row]))
      const initial = new Map(keys.flatMap((key) => (known.has(key) ? [[key, keptState(known.get(key))!] as const] : [])))
      const send = async (key: string, again: boolean) => sendRow(rowOf.get(key)!, key, (await offersApi()).createAccountOffer, progress, { again })
      setLoaded({ table, hashes, job: createLongJob(keys, initial, send) })
    })()
    return () => {
      live = false
    }
  }, [table, progress])

  const states = new Map<number, RowState>()
  for (const row of loaded?.table.rows ?? []) {
    states.set(row.number, row.problems.length > 0 ? { kind: 'invalid' } : (job?.states.get(loaded!.hashes.get(row.number)!) ?? { kind: 'ready' }))
  }

  const hash = (row: ImportRow) => loaded!.hashes.get(row.number)!
  /** The seller's own decision on a row marked Check: it was created, or it goes again (once, now). */
  const markCreated = async (row: ImportRow, offerId: number) => {
    await progress!.put({ key: hash(row), outcome: 'done', resultId: offerId, reason: null })
    job?.setState(hash(row), { kind: 'done', resultId: offerId, earlier: false })
  }

  return {
    ready: loaded !== null && loaded.table === table,
    lasting: progress?.lasting ?? true,
    states,
    status: job?.status ?? { kind: 'idle' as const },
    start: () => job?.start(),
    pause: () => job?.pause(),
    cancel: () => job?.cancel(),
    markCreated,
    sendAgain: (row: ImportRow) => job?.sendAgain(hash(row)),
  }
}
