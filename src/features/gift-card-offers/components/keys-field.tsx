import { SecretBatchInput } from '../../../components/secret-batch/secret-batch-input'
import type { SecretBatchState } from '../../../components/secret-batch/use-secret-batch'

const NOUN = { one: 'key', many: 'keys' }

/** Gift card keys, one per line or from a .txt or .csv file, with what is left out shown before sending. */
interface KeysFieldProps {
  label: string
  error?: string
  secrets: SecretBatchState
  /** Told of every edit (the form clears the field's message). */
  onEdit: () => void
}

export function KeysField({ label, error, secrets, onEdit }: KeysFieldProps) {
  const onChange = (text: string) => {
    secrets.onChange(text)
    onEdit()
  }
  return <SecretBatchInput label={label} noun={NOUN} error={error} hint="One key per line. Spaces around a key are trimmed." {...secrets} onChange={onChange} />
}
