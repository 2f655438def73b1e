import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { ErrorState } from '../../../components/ui/error-state'
import { PageLoading } from '../../../components/ui/page-loading'
import { SectionCard } from '../../../components/ui/section-card'
import { templateFields } from '../../../lib/offer-template'
import { matchHeader, type ColumnChoice, type HeaderMatch } from './column-match'
import { importColumns } from './import-columns'
import { ImportColumnsCard } from './import-columns-card'
import { importQueries } from './import-queries'
import { ImportResults } from './import-results'
import { checkTable, type ImportGame } from './import-rows'
import { ImportRowsTable } from './import-rows-table'
import { ImportRunBar } from './import-run-bar'
import { ImportSource } from './import-source'
import { parseTable, type ParsedTable } from './parse-table'
import { useImportRun } from './use-import-run'
import { rememberChoice, sheetChoice } from './mapping-memory'
import { SheetNotes } from './sheet-notes'
import styles from './import.module.css'

/* Most sheets name their columns as the template does: the mapping step's code loads only for one that does not. */
const ColumnMapping = lazy(() => import('./column-mapping').then((m) => ({ default: m.ColumnMapping })))

/** A table read, its header matched, and the columns it is read by (null until the mapping step is done). */
interface Sheet extends ParsedTable {
  /** Each table read is another: the mapping step starts afresh for it, even under the same file name. */
  id: number
  name: string
  match: HeaderMatch
  choice: ColumnChoice | null
  remembered: boolean
  initial: Readonly<Record<string, number | null>>
}

interface ImportStepsProps {
  game: ImportGame
  /** While rows are being sent, the game cannot change. */
  onBusyChange: (busy: boolean) => void
}

/** Once a game is chosen: its columns, the table, the rows checked in the browser, the run and its results. */
export function ImportSteps({ game, onBusyChange }: ImportStepsProps) {
  const template = useQuery(importQueries.template(game.slug))
  const fields = useMemo(() => (template.data ? templateFields(template.data.entries) : null), [template.data])
  const columns = useMemo(() => (fields ? importColumns(fields) : []), [fields])
  const [source, setSource] = useState<Sheet | null>(null)
  const choice = source?.choice
  const table = useMemo(() => (source && fields && choice ? checkTable(game, fields, source.rows, choice) : null), [source, fields, game, choice])
  const run = useImportRun(table)
  const busy = run.status.kind === 'running' || run.status.kind === 'waiting'
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  const failing = table?.rows.filter((row) => row.problems.length > 0) ?? []

  const reads = useRef(0)
  const read = (text: string, name: string) =>
    void parseTable(text).then((parsed) => {
      const header = parsed.rows[0] ?? []
      const match = matchHeader(header, columns)
      reads.current += 1
      setSource({ ...parsed, id: reads.current, name, match, ...sheetChoice(game.slug, header, columns, match) })
    })
  // Once the mapping step is done, the focus goes to the rows it let through (the step's button is gone).
  const focusRows = useRef(false)
  const confirm = (chosen: ColumnChoice) => {
    if (!source) return
    focusRows.current = true
    rememberChoice(game.slug, source.rows[0] ?? [], chosen)
    setSource({ ...source, choice: chosen, remembered: true, initial: chosen })
  }

  return (
    <>
      {template.isError ? (
        <ErrorState title="Could not load the game’s template" error={template.error} onRetry={() => void template.refetch()} />
      ) : !fields ? (
        <PageLoading label="Loading the game’s template…" />
      ) : (
        <>
          {template.data && template.data.unreadable.length > 0 ? (
            <Alert tone="warning" title="Part of the game’s template could not be read">
              These fields have no column; the marketplace judges them: {template.data.unreadable.join(', ')}.
            </Alert>
          ) : null}
          <ImportColumnsCard game={game} columns={columns} samples={Object.fromEntries(template.data?.fixed.map((field) => [field.name, field.sample]) ?? [])} />
          <ImportSource onText={read} disabled={busy} />
        </>
      )}
      {source && !source.choice ? (
        <Suspense fallback={<PageLoading label="Loading the columns’ mapping…" />}>
          <ColumnMapping
            key={source.id}
            fileName={source.name}
            header={source.rows[0] ?? []}
            body={source.rows.slice(1)}
            columns={columns}
            match={source.match}
            initial={source.initial}
            onConfirm={confirm}
          />
        </Suspense>
      ) : null}
      {source && table ? (
        <SectionCard
          title={`Rows of ${source.name}`}
          tabIndex={-1}
          ref={(element) => {
            if (element && focusRows.current) element.focus()
            focusRows.current = false
          }}
        >
          <div className={styles.stack}>
            <SheetNotes
              remembered={source.remembered}
              problems={source.problems}
              unused={table.unused}
              repeated={source.match.repeated}
              busy={busy}
              onChange={() => setSource({ ...source, choice: null })}
            />
            <p role="status">
              {`${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'}: ${table.rows.length - failing.length} ready to send, ${failing.length} failing.`}
            </p>
            {failing.length > 0 ? (
              <Alert tone="error" title={`${failing.length} ${failing.length === 1 ? 'row fails' : 'rows fail'}: ${failing.length === 1 ? 'it is' : 'they are'} not sent`}>
                <ul className={styles.list} aria-label="Rows that fail">
                  {failing.map((row) => (
                    <li key={row.number}>
                      Row {row.number}
                      {row.title ? ` (${row.title})` : ''}: {row.problems.join(' ')}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {run.ready ? (
              <>
                {run.lasting ? null : <Alert tone="warning">This browser keeps no data for this page (private mode?): a reload would lose the progress.</Alert>}
                <ImportRunBar states={run.states} status={run.status} onStart={run.start} onPause={run.pause} onCancel={run.cancel} />
                <ImportRowsTable
                  rows={table.rows}
                  states={run.states}
                  game={game.slug}
                  busy={busy}
                  onCreated={(row, offerId) => void run.markCreated(row, offerId)}
                  onSendAgain={(row) => void run.sendAgain(row)}
                />
              </>
            ) : (
              <PageLoading label="Reading what became of these rows…" />
            )}
          </div>
        </SectionCard>
      ) : null}
      {table && run.ready ? <ImportResults rows={table.rows} states={run.states} fileName={source?.name ?? 'import'} /> : null}
    </>
  )
}
