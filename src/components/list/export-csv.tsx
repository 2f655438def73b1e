import { useEffect, useRef, useState } from 'react'
import { describeError } from '../../lib/error-message'
import type { ExportOptions, ExportProgress } from '../../lib/export-pages'
import { formatCount, formatNumber } from '../../lib/format'
import { usePageAction } from '../../lib/page-actions'
import { toastFailure } from '../layout/toast-failure'
import { Button } from '../ui/button'
import { ErrorText } from '../ui/text'
import { toast } from '../ui/toast-store'
import { useList, type ListNames } from './list-context'
import styles from './list.module.css'

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; count: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }

/** Every record that matches `query` (the list's filters and sort), as CSV text. */
export type ExportList = (
  query: Readonly<Record<string, unknown>>,
  options: ExportOptions,
) => Promise<{ csv: string; count: number }>

/** A list's export module, loaded on first use rather than with the page: `() => import('./export-orders')`. */
export type LoadExport = () => Promise<{ exportList: ExportList }>

interface ExportCsvProps {
  load: LoadExport
  /** Records that match the filters, when known. */
  total: number | null
}

/** "Download CSV": every record that matches the current filters, in the current sort, across all pages. */
export function ExportCsv({ load, total }: ExportCsvProps) {
  const { search, names } = useList()
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setState({ kind: 'running', progress: null })
    try {
      const { page: _page, per_page: _perPage, ...query } = search
      // The file writer comes with the export's own code, not with every list's first visit.
      const [{ exportList }, { saveCsvFile }] = await Promise.all([load(), import('../../lib/csv')])
      const result = await exportList(query, {
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'running', progress }),
      })
      const fileName = `${names.title.toLowerCase().replace(/ /g, '-')}-${new Date().toISOString().slice(0, 10)}.csv`
      saveCsvFile(result.csv, fileName)
      setState({ kind: 'done', count: result.count })
      toast.success('CSV ready', { details: `${formatCount(result.count, names.one, names.many)} in ${fileName}` })
    } catch (error) {
      if (abort.signal.aborted) return setState({ kind: 'cancelled' })
      setState({ kind: 'failed', message: describeError(error).detail })
      toastFailure('CSV download failed', error)
    } finally {
      if (controller.current === abort) controller.current = null
    }
  }

  const running = state.kind === 'running'
  usePageAction('export-csv', 'Download CSV of this list', () => (running || total === 0 ? undefined : void start()), 'export')
  return (
    <div className={styles.export}>
      {running ? (
        <Button onClick={() => controller.current?.abort()}>Cancel download</Button>
      ) : (
        <Button onClick={() => void start()} disabled={total === 0}>
          Download CSV
        </Button>
      )}
      <div role="status" className={styles.exportStatus}>
        <ExportStatus state={state} names={names} />
      </div>
    </div>
  )
}

function ExportStatus({ state, names }: { state: ExportState; names: ListNames }) {
  switch (state.kind) {
    case 'idle':
      return null
    case 'running': {
      const progress = state.progress
      if (!progress) return <span>Preparing the download…</span>
      return (
        <>
          <progress max={progress.lastPage} value={progress.page} aria-label="Download progress" />
          <span>
            {formatNumber(progress.fetched)} of {formatCount(progress.total, names.one, names.many)}
          </span>
        </>
      )
    }
    case 'done':
      return <span>Downloaded {formatCount(state.count, names.one, names.many)}.</span>
    case 'cancelled':
      return <span>Download cancelled.</span>
    case 'failed':
      return <ErrorText>The download failed: {state.message}</ErrorText>
  }
}
