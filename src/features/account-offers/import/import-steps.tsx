import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { ErrorState } from '../../../components/ui/error-state'
import { PageLoading } from '../../../components/ui/page-loading'
import { SectionCard } from '../../../components/ui/section-card'
import { templateFields } from '../../../lib/offer-template'
import { importColumns } from './import-columns'
import { ImportColumnsCard } from './import-columns-card'
import { importQueries } from './import-queries'
import { ImportResults } from './import-results'
import { checkTable } from './import-rows'
import { ImportRowsTable } from './import-rows-table'
import { ImportRunBar } from './import-run-bar'
import { ImportSource } from './import-source'
import { parseTable, type ParsedTable } from './parse-table'
import { useImportRun } from './use-import-run'
import styles from './import.module.css'

interface ImportStepsProps {
  game: string
  /** While rows are being sent, the game cannot change. */
  onBusyChange: (busy: boolean) => void
}

/** Once a game is chosen: its columns, the table, the rows checked in the browser, the run and its results. */
export function ImportSteps({ game, onBusyChange }: ImportStepsProps) {
  const template = useQuery(importQueries.template(game))
  const fields = useMemo(() => (template.data ? templateFields(template.data.entries) : null), [template.data])
  const [source, setSource] = useState<(ParsedTable & { name: string }) | null>(null)
  const table = useMemo(() => (source && fields ? checkTable(game, fields, source.rows) : null), [source, fields, game])
  const run = useImportRun(table)
  const busy = run.status.kind === 'running' || run.status.kind === 'waiting'
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  const failing = table?.rows.filter((row) => row.problems.length > 0) ?? []

  const read = (text: string, name: string) => void parseTable(text).then((parsed) => setSource({ ...parsed, name }))

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
          <ImportColumnsCard game={game} columns={importColumns(fields)} />
          <ImportSource onText={read} disabled={busy} />
        </>
      )}
      {source && table ? (
        <SectionCard title={`Rows of ${source.name}`}>
          <div className={styles.stack}>
            {source.problems.length > 0 || table.header.unknown.length > 0 || table.header.repeated.length > 0 ? (
              <Alert tone="warning" title="Some of the table could not be used">
                <ul className={styles.list}>
                  {source.problems.map((problem) => <li key={problem}>{problem}</li>)}
                  {table.header.unknown.map((name) => <li key={name}>Column “{name}” is not one of the columns: ignored.</li>)}
                  {table.header.repeated.map((name) => <li key={name}>Column “{name}” appears twice: the second is ignored.</li>)}
                </ul>
              </Alert>
            ) : null}
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
                  game={game}
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
