import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import styles from './import.module.css'

interface SheetNotesProps {
  /** The columns were read as mapped before for these header names. */
  remembered: boolean
  /** What the parser could not read. */
  problems: readonly string[]
  /** Header cells no column takes, and those that repeat another. */
  unused: readonly string[]
  repeated: readonly string[]
  busy: boolean
  /** Back to the mapping step. */
  onChange: () => void
}

/** Above a sheet's rows: how its columns were read, and what of it is not used. */
export function SheetNotes({ remembered, problems, unused, repeated, busy, onChange }: SheetNotesProps) {
  return (
    <>
      {remembered ? (
        <p>
          Columns read as mapped before for these header names.{' '}
          <Button size="sm" disabled={busy} onClick={onChange}>
            Change the columns
          </Button>
        </p>
      ) : null}
      {problems.length > 0 || unused.length > 0 ? (
        <Alert tone="warning" title="Some of the table could not be used">
          <ul className={styles.list}>
            {problems.map((problem) => <li key={problem}>{problem}</li>)}
            {unused.map((name) => (
              <li key={name}>Column “{name}” {repeated.includes(name) ? 'appears twice: the second is ignored' : 'is not used: ignored'}.</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  )
}
