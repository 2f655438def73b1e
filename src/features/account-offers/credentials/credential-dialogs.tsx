import { useState } from 'react'
import type { OfferCredential } from '../../../api/records/account-offer'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { DialogActions } from '../../../components/ui/confirm-dialog-body'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { codePointLength } from '../../../lib/text'
import styles from '../account-offers.module.css'
import { OFFER_CREDENTIAL_MAX_LENGTH as CREDENTIAL_MAX } from '../../../api/limits'
import { formatCount } from '../../../lib/format'

interface EditProps {
  credential: OfferCredential
  pending: boolean
  onClose: () => void
  onSave: (text: string) => void
}

/** One unsold credential's text, edited in a dialog: sent as typed (one PATCH); an empty or too long text is not sent. */
export function EditCredentialDialog({ credential, pending, onClose, onSave }: EditProps) {
  const [text, setText] = useState(credential.credentials ?? '')
  const [tried, setTried] = useState(false)
  const length = codePointLength(text)
  const error = text.trim() === '' ? 'Enter the credentials.' : length > CREDENTIAL_MAX ? `At most ${CREDENTIAL_MAX} characters; this is ${length}.` : null
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Edit credential {credential.id}</DialogTitle>
        <DialogDescription>The buyer gets exactly this text. Line breaks are kept.</DialogDescription>
        <form
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setTried(true)
            if (!error && text !== credential.credentials) onSave(text)
          }}
        >
          <Field label="Credentials" error={tried || length > CREDENTIAL_MAX ? error : null} counter={{ value: text, max: CREDENTIAL_MAX }}>
            <Textarea className={styles.secret} rows={5} spellCheck={false} autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
          </Field>
          <DialogActions>
            <Button type="submit" variant="primary" disabled={pending}>
              Save credential
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  )
}

interface DeleteProps {
  /** One credential, or the ids of several (one bulk request). */
  target: OfferCredential | readonly number[]
  pending: boolean
  onClose: () => void
  onConfirm: () => void
}

export function DeleteCredentialsDialog({ target, pending, onClose, onConfirm }: DeleteProps) {
  const many = Array.isArray(target)
  const count = many ? target.length : 1
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={many ? `Delete ${formatCount(count, 'credential')}?` : `Delete credential ${(target as OfferCredential).id}?`}
      confirm={many ? `Delete ${count}` : 'Delete credential'}
      variant="danger"
      pending={pending}
      onConfirm={onConfirm}
    >
      {many
        ? 'They leave the stock in one request. Any that a buyer bought meanwhile stay: sold credentials cannot be deleted.'
        : 'It leaves the stock for good.'}
    </ConfirmDialog>
  )
}
