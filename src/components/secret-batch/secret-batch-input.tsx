import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { appendSecrets, SECRET_FILE_ACCEPT, secretFileText, type SecretEntry } from '../../lib/secret-batch'
import { Button } from '../ui/button'
import { Field } from '../ui/field'
import { Muted } from '../ui/text'
import { SecretMask, SecretTextarea } from '../ui/secret-text'
import styles from './secret-batch.module.css'
import type { SecretBatchState } from './use-secret-batch'
import { formatCount } from '../../lib/format'

interface SecretBatchInputProps extends Omit<SecretBatchState, 'clear'> {
  label: string
  /** What one entry is called, for the findings: `{ one: 'credential', many: 'credentials' }`. */
  noun: { one: string; many: string }
  hint?: ReactNode
  error?: ReactNode
  disabled?: boolean
}

const MAX_FILE_BYTES = 1_000_000
const SHOWN = 50

function finding(entry: SecretEntry, noun: string, maxLength: number | null, blocks: boolean): string {
  const name = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${entry.position} (line ${entry.line})`
  switch (entry.flag) {
    case 'empty':
      return blocks ? `An empty block at line ${entry.line}: left out.` : `Line ${entry.line} is empty: left out.`
    case 'too-long':
      return `${name}: ${entry.length} characters, ${entry.length - (maxLength ?? 0)} over ${maxLength}. Shorten or remove it.`
    case 'duplicate':
      return `${name}: the same as ${noun} ${entry.repeats}. Left out.`
    case 'in-stock':
      return `${name}: already in stock. Left out.`
    default:
      return ''
  }
}

/**
 * Secrets to send in one request: typed or pasted, or added from a .txt or .csv file, and what will be left out
 * and why, before anything is sent. Never stores anything: the text is the caller's state (`useSecretBatch`).
 */
export function SecretBatchInput({ label, noun, hint, error, disabled, mode, maxLength, value, onChange, batch }: SecretBatchInputProps) {
  const id = useId()
  const [revealed, setRevealed] = useState(true)
  const [fileError, setFileError] = useState<string | null>(null)
  const blocks = mode === 'blocks'

  const addFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    if (!/\.(txt|csv)$/i.test(file.name)) return setFileError(`“${file.name}” is not a .txt or .csv file.`)
    if (file.size > MAX_FILE_BYTES) return setFileError(`“${file.name}” is over 1 MB. Pick a smaller file.`)
    try {
      const text = secretFileText(file.name, await file.text(), mode)
      setFileError(null)
      onChange(appendSecrets(value, text, mode))
      setRevealed(true)
    } catch {
      setFileError(`“${file.name}” could not be read.`)
    }
  }

  const { counts } = batch
  const flagged = batch.entries.filter((entry) => entry.flag !== null)
  const parts = [
    counts.empty && `${counts.empty} empty`,
    counts['too-long'] && `${counts['too-long']} too long`,
    counts.duplicate && `${counts.duplicate} repeated`,
    counts['in-stock'] && `${counts['in-stock']} already in stock`,
  ].filter(Boolean)

  return (
    <div className={styles.batch}>
      <Field
        id={id}
        label={label}
        noControl={!revealed}
        hint={hint ?? (blocks ? `Separate each ${noun.one} by a blank line.` : `One ${noun.one} per line.`)}
        error={error}
        action={
          <Button variant="ghost" size="sm" aria-pressed={revealed} aria-controls={revealed ? id : undefined} onClick={() => setRevealed(!revealed)}>
            Reveal {noun.many}
          </Button>
        }
      >
        {revealed ? (
          <SecretTextarea rows={8} disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <SecretMask>Hidden. Press “Reveal {noun.many}” to see and edit them.</SecretMask>
        )}
      </Field>
      <label className={styles.file}>
        Add from a file (.txt or .csv)
        <input type="file" accept={SECRET_FILE_ACCEPT} disabled={disabled} onChange={(event) => void addFile(event)} />
      </label>
      {fileError ? <p role="alert">{fileError}</p> : null}
      <div className={styles.findings}>
        <p role="status">
          {counts.entries === 0 ? (
            <Muted>No {noun.many} yet.</Muted>
          ) : (
            `${formatCount(counts.entries, noun.one, noun.many)}: ${counts.ready} ready to send${parts.length > 0 ? `; ${parts.join(', ')}` : ''}.`
          )}
        </p>
        {flagged.length > 0 ? (
          <ul aria-label={`${noun.many} left out`}>
            {flagged.slice(0, SHOWN).map((entry) => (
              <li key={entry.position}>{finding(entry, noun.one, maxLength, blocks)}</li>
            ))}
            {flagged.length > SHOWN ? <li>And {flagged.length - SHOWN} more.</li> : null}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
