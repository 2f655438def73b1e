import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { describeError } from '../../../lib/error-message'
import { getCurrentShop } from '../../../lib/shop-store'
import { offersApi } from '../queries'
import { openImportProgress, type ImportProgress } from './import-progress'
import type { CheckedTable, ImportRow } from './import-rows'
import { canonicalHash } from './row-hash'
import { sendRow } from './send-row'

/*
 * The run: the rows that pass are sent one at a time, in order, spaced to stay within the documented 500 writes a
 * minute; a 429 pauses the run for its Retry-After. Pause and Cancel take effect after the request on its way.
 */

export type RowState =
  | { kind: 'invalid' }
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'created'; offerId: number | null; earlier: boolean }
  | { kind: 'refused'; reason: string }
  | { kind: 'check' }

export type RunStatus =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'waiting'; until: number }
  | { kind: 'paused' }
  | { kind: 'cancelled' }
  | { kind: 'stopped'; reason: string }
  | { kind: 'done' }

/** 500 writes a minute in all: one every 120 ms at most. */
export const WRITE_GAP_MS = 60_000 / 500

type Control = 'run' | 'pause' | 'cancel'

export function useImportRun(table: CheckedTable | null) {
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const states = useRef(new Map<number, RowState>())
  const hashes = useRef(new Map<number, string>())
  const [loaded, setLoaded] = useState<CheckedTable | null>(null)
  const [status, setStatus] = useState<RunStatus>({ kind: 'idle' })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const control = useRef<Control>('run')
  const wake = useRef<() => void>(() => undefined)
  const lastSent = useRef(0)

  useEffect(() => {
    let live = true
    void openImportProgress(getCurrentShop()).then((opened) => live && setProgress(opened))
    return () => {
      live = false
      control.current = 'cancel'
      wake.current()
    }
  }, [])

  // A new table: each row's hash, and what became of it in an earlier visit.
  useEffect(() => {
    if (!table || !progress) return
    let live = true
    void (async () => {
      const rowHashes = await Promise.all(table.rows.map(async (row) => [row.number, await canonicalHash(row.canonical)] as const))
      const known = await progress.get(rowHashes.map(([, hash]) => hash))
      if (!live) return
      hashes.current = new Map(rowHashes)
      states.current = new Map(
        table.rows.map((row): [number, RowState] => {
          const earlier = known.get(hashes.current.get(row.number)!)
          if (earlier?.outcome === 'created') return [row.number, { kind: 'created', offerId: earlier.offerId, earlier: true }]
          if (earlier?.outcome === 'check') return [row.number, { kind: 'check' }]
          if (earlier?.outcome === 'refused') return [row.number, { kind: 'refused', reason: earlier.reason ?? '' }]
          return [row.number, { kind: row.problems.length > 0 ? 'invalid' : 'ready' }]
        }),
      )
      setStatus({ kind: 'idle' })
      setLoaded(table)
    })()
    return () => {
      live = false
    }
  }, [table, progress])

  const setRow = useCallback((number: number, state: RowState) => {
    states.current.set(number, state)
    rerender()
  }, [])

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake.current = () => (clearTimeout(timer), resolve())
    })

  const sendOne = async (row: ImportRow, again = false): Promise<'next' | 'halt'> => {
    const create = (await offersApi()).createAccountOffer
    await sleep(Math.max(0, lastSent.current + WRITE_GAP_MS - Date.now()))
    // Paused or cancelled while spacing the writes: this row has not gone.
    if (control.current !== 'run') return 'next'
    lastSent.current = Date.now()
    setRow(row.number, { kind: 'sending' })
    const result = await sendRow(row, hashes.current.get(row.number)!, create, progress!, { again })
    if (result.kind === 'wait') {
      setRow(row.number, { kind: 'ready' })
      const until = Date.now() + result.seconds * 1000
      setStatus({ kind: 'waiting', until })
      await sleep(until - Date.now())
      return 'next'
    }
    if (result.kind === 'stop') {
      setRow(row.number, { kind: 'ready' })
      setStatus({ kind: 'stopped', reason: result.reason })
      return 'halt'
    }
    setRow(row.number, result.kind === 'created' ? { ...result, earlier: false } : result)
    return 'next'
  }

  const loop = async () => {
    for (;;) {
      if (control.current !== 'run') return setStatus({ kind: control.current === 'pause' ? 'paused' : 'cancelled' })
      const next = loaded?.rows.find((row) => states.current.get(row.number)?.kind === 'ready')
      if (!next) return setStatus({ kind: 'done' })
      if ((await sendOne(next)) === 'halt') return
      if (control.current === 'run') setStatus({ kind: 'running' })
    }
  }

  /** One run at a time, however fast Start is pressed. */
  const running = useRef(false)
  const run = async () => {
    if (running.current) return
    running.current = true
    control.current = 'run'
    setStatus({ kind: 'running' })
    try {
      await loop()
    } catch (error) {
      // The API's code could not be loaded, or the browser refused to keep the progress: nothing more is sent.
      setStatus({ kind: 'stopped', reason: describeError(error).detail })
    } finally {
      running.current = false
    }
  }

  const interrupt = (to: Control) => {
    control.current = to
    wake.current()
  }

  /** The seller's own decision on a row marked Check: it was created, or it goes again (once, now). */
  const markCreated = async (row: ImportRow, offerId: number) => {
    await progress!.put({ hash: hashes.current.get(row.number)!, outcome: 'created', offerId, reason: null })
    setRow(row.number, { kind: 'created', offerId, earlier: false })
  }
  const sendAgain = async (row: ImportRow) => {
    if (running.current) return
    running.current = true
    control.current = 'run'
    try {
      await sendOne(row, true)
    } catch (error) {
      setStatus({ kind: 'stopped', reason: describeError(error).detail })
    } finally {
      running.current = false
    }
  }

  return {
    ready: loaded !== null && loaded === table,
    lasting: progress?.lasting ?? true,
    states: states.current,
    status,
    start: () => void run(),
    pause: () => interrupt('pause'),
    cancel: () => interrupt('cancel'),
    markCreated,
    sendAgain,
  }
}
