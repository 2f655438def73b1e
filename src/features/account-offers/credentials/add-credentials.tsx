import styles from '../account-offers.module.css'
import { useState } from 'react'
import { OFFER_CREDENTIAL_MAX_LENGTH } from '../../../api/limits'
import { SecretBatchInput } from '../../../components/secret-batch/secret-batch-input'
import { useSecretBatch } from '../../../components/secret-batch/use-secret-batch'
import { FormFooter } from '../../../components/ui/form-footer'

import { addedText } from './inventory-outcome'
import type { useInventoryWrite } from './use-inventory-write'
import { formatCount } from '../../../lib/format'

interface AddCredentialsProps {
  /** The credentials in stock, as the page holds them: a block equal to one is flagged before sending. */
  inStock: readonly string[]
  write: ReturnType<typeof useInventoryWrite>
}

/** Why the batch cannot go yet, or null: a block over the limit must be shortened or removed first. */
export function batchError(counts: { ready: number; 'too-long': number }): string | null {
  if (counts['too-long'] > 0) return `Shorten or remove the credentials over ${OFFER_CREDENTIAL_MAX_LENGTH} characters first.`
  return counts.ready === 0 ? 'Add at least one credential that is not flagged.' : null
}

/**
 * Many credentials at once: blocks separated by a blank line, typed, pasted or from a .txt or .csv file. What is
 * empty, repeated or already in stock is shown and left out before sending; all the rest go in ONE POST, and the
 * answer's counts are shown. The text lives in this form's memory only; it is kept when the write fails.
 */
export function AddCredentials({ inStock, write }: AddCredentialsProps) {
  const batch = useSecretBatch('blocks', OFFER_CREDENTIAL_MAX_LENGTH, inStock)
  const [tried, setTried] = useState(false)
  const error = batchError(batch.batch.counts)

  const submit = async () => {
    setTried(true)
    if (error || write.pending) return
    const result = await write.send({ kind: 'add', credentials: batch.batch.ready })
    if (!result) return
    write.setNotice({ tone: 'success', text: addedText(result) })
    batch.clear()
    setTried(false)
  }

  const ready = batch.batch.counts.ready
  return (
    <form
      className={styles.stack}
      noValidate
      aria-label="Add credentials"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <SecretBatchInput
        {...batch}
        label="Add credentials"
        noun={{ one: 'credential', many: 'credentials' }}
        hint={`Separate each account’s credentials by a blank line; at most ${OFFER_CREDENTIAL_MAX_LENGTH} characters each.`}
        error={tried || batch.batch.counts['too-long'] > 0 ? (batch.value.trim() === '' ? null : error) : null}
        disabled={write.pending}
      />
      <FormFooter
        submit={`Add ${formatCount(ready, 'credential')}`}
        pending={write.pending}
        waitSeconds={write.waitSeconds}
        disabled={ready === 0}
        status={{ pending: 'Sending…', wait: (seconds) => `The offer can change again in ${seconds} s.`, idle: '' }}
      />
    </form>
  )
}
