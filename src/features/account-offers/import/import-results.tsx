import { Link } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { SectionCard } from '../../../components/ui/section-card'
import { saveCsvFile, toCsv, type CsvColumns } from '../../../lib/csv'
import { recordLink } from '../../../lib/record-link'
import type { ImportRow } from './import-rows'
import type { RowState } from './use-import-run'
import styles from './import.module.css'

type Outcome = { row: ImportRow; state: Extract<RowState, { kind: 'done' | 'refused' }> }

/** The results file: each created or refused row by its number and title; no credential, no other cell. */
const RESULT_COLUMNS: CsvColumns<Outcome> = {
  row: ({ row }) => row.number,
  title: ({ row }) => row.title,
  outcome: ({ state }) => (state.kind === 'done' ? 'created' : state.kind),
  offer_id: ({ state }) => (state.kind === 'done' ? state.resultId : null),
  reason: ({ state }) => (state.kind === 'refused' ? state.reason : null),
}

export function resultsCsv(outcomes: readonly Outcome[]): string {
  return toCsv(RESULT_COLUMNS, outcomes)
}

/** What the import created (links) and what the server refused (its reason), and both as a CSV file. */
export function ImportResults({ rows, states, fileName }: { rows: readonly ImportRow[]; states: ReadonlyMap<number, RowState>; fileName: string }) {
  const outcomes = rows.flatMap((row): Outcome[] => {
    const state = states.get(row.number)
    return state?.kind === 'done' || state?.kind === 'refused' ? [{ row, state }] : []
  })
  const created = outcomes.filter((outcome) => outcome.state.kind === 'done')
  const refused = outcomes.filter((outcome) => outcome.state.kind === 'refused')
  if (outcomes.length === 0) return null
  const download = () => saveCsvFile(resultsCsv(outcomes), `${fileName.replace(/\.[^.]*$/, '')}-results.csv`)
  return (
    <SectionCard title="Results" actions={<Button onClick={download}>Download the results (CSV)</Button>}>
      <div className={styles.stack}>
        <h3>Created offers ({created.length})</h3>
        {created.length > 0 ? (
          <ul className={styles.list} aria-label="Created offers">
            {created.map(({ row, state }) => (
              <li key={row.number}>
                Row {row.number}:{' '}
                {state.kind === 'done' && state.resultId !== null ? <Link {...recordLink('account-offer', state.resultId)}>{row.title}</Link> : row.title}
              </li>
            ))}
          </ul>
        ) : null}
        <h3>Refused rows ({refused.length})</h3>
        {refused.length > 0 ? (
          <ul className={styles.list} aria-label="Refused rows">
            {refused.map(({ row, state }) => (
              <li key={row.number}>
                Row {row.number} ({row.title}): {state.kind === 'refused' ? state.reason : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SectionCard>
  )
}
