import { useState, type ChangeEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { SectionCard } from '../../../components/ui/section-card'
import { SecretTextarea } from '../../../components/ui/secret-text'
import styles from './import.module.css'

const MAX_FILE_BYTES = 5_000_000

interface ImportSourceProps {
  /** Takes the text of a file or of the pasted table; it stays in memory only. */
  onText: (text: string, name: string) => void
  disabled: boolean
}

/** A .csv file, or a table pasted from a spreadsheet. */
export function ImportSource({ onText, disabled }: ImportSourceProps) {
  const [pasted, setPasted] = useState('')
  const [fileError, setFileError] = useState<string | null>(null)

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    if (file.size > MAX_FILE_BYTES) return setFileError(`“${file.name}” is over 5 MB. Split it into smaller files.`)
    try {
      const text = await file.text()
      setFileError(null)
      onText(text, file.name)
    } catch {
      setFileError(`“${file.name}” could not be read.`)
    }
  }

  return (
    <SectionCard title="Rows">
      <div className={styles.stack}>
        <label className={styles.file}>
          Pick a CSV file (to resume an import, pick the same file again)
          <input type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" disabled={disabled} onChange={(event) => void pick(event)} />
        </label>
        {fileError ? <p role="alert">{fileError}</p> : null}
        <Field label="Or paste a table" hint="Copied from a spreadsheet, its header row first. It stays on this page only.">
          <SecretTextarea rows={6} value={pasted} disabled={disabled} onChange={(event) => setPasted(event.target.value)} />
        </Field>
        <div>
          <Button disabled={disabled || pasted.trim() === ''} onClick={() => onText(pasted, 'the pasted table')}>
            Check the pasted rows
          </Button>
        </div>
      </div>
    </SectionCard>
  )
}
