import { useEffect, useRef, useState } from 'react'
import { describeError } from '../../../lib/error-message'
import { formatNumber } from '../../../lib/format'
import type { ExportProgress } from '../export/export-orders'
import type { GiftCardOrdersSearch } from '../search'

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; count: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }

interface ExportCsvProps {
  search: GiftCardOrdersSearch
  /** Orders that match the filters, when known. */
  total: number | null
}

/** "Download CSV": every order that matches the current filters, in the current sort, across all pages. */
export function ExportCsv({ search, total }: ExportCsvProps) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setState({ kind: 'running', progress: null })
    try {
      // Loaded on first use: the export code is not part of the page's first load.
      const [{ exportGiftCardOrders }, { saveCsvFile }] = await Promise.all([
        import('../export/export-orders'),
        import('../../../lib/csv'),
      ])
      const { page: _page, per_page: _perPage, ...query } = search
      const result = await exportGiftCardOrders(query, {
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'running', progress }),
      })
      saveCsvFile(result.csv, `gift-card-orders-${new Date().toISOString().slice(0, 10)}.csv`)
      setState({ kind: 'done', count: result.count })
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: 'cancelled' })
      else setState({ kind: 'failed', message: describeError(error).detail })
    } finally {
      if (controller.current === abort) controller.current = null
    }
  }

  const running = state.kind === 'running'
  return (
    <div className="gco-export">
      {running ? (
        <button type="button" className="button" onClick={() => controller.current?.abort()}>
          Cancel download
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void start()} disabled={total === 0}>
          Download CSV
        </button>
      )}
      <div role="status" className="gco-export__status">
        <ExportStatus state={state} />
      </div>
    </div>
  )
}

function ExportStatus({ state }: { state: ExportState }) {
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
            {formatNumber(progress.fetched)} of {formatNumber(progress.total)} orders
          </span>
        </>
      )
    }
    case 'done':
      return <span>Downloaded {formatNumber(state.count)} orders.</span>
    case 'cancelled':
      return <span>Download cancelled.</span>
    case 'failed':
      return <span className="field__error">The download failed: {state.message}</span>
  }
}
