import { useMemo, useState } from 'react'
import { checkSecretBatch, type SecretBatch, type SecretBatchMode } from '../../lib/secret-batch'

export interface SecretBatchState {
  mode: SecretBatchMode
  maxLength: number | null
  value: string
  onChange: (text: string) => void
  batch: SecretBatch
  /** Forgets the text: after the answer to the one request that sent it. */
  clear: () => void
}

/**
 * The text of a batch, in this component's memory only (never a draft, storage or the URL), and its findings.
 * `inStock`: the secrets already in stock, as the page has them in memory; keep its identity stable (useMemo).
 */
export function useSecretBatch(mode: SecretBatchMode, maxLength: number | null = null, inStock: readonly string[] = NONE): SecretBatchState {
  const [value, setValue] = useState('')
  const batch = useMemo(() => checkSecretBatch(value, { mode, maxLength, inStock }), [value, mode, maxLength, inStock])
  return { mode, maxLength, value, onChange: setValue, batch, clear: () => setValue('') }
}

const NONE: readonly string[] = []
