import { useState, type FormEvent } from 'react'
import { addView, cleanViewName, VIEW_NAME_MAX, type ViewSearch } from '../../lib/saved-views'
import { Button } from '../ui/button'
import { DialogClose, DialogFooter } from '../ui/dialog'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { toast } from '../ui/toast-store'
import styles from './saved-views.module.css'
import { ViewDialogFrame, type ViewDialogProps } from './view-dialog'

/** Names the list's current filters and sort and keeps them as a view. */
export function SaveViewDialog({ state, change, onClose, fallbackFocus, search }: ViewDialogProps & { search: ViewSearch }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const clean = cleanViewName(name)
    if (clean === null) {
      setError('Give the view a name.')
      return
    }
    change(addView(state, clean, search))
    toast.success(`View “${clean}” saved`)
    onClose()
  }
  return (
    <ViewDialogFrame
      title="Save view"
      description="Keeps the current filters and sort under a name, in this browser, for this shop."
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="View name" hint="A view with the same name is replaced." error={error}>
          <Input value={name} maxLength={VIEW_NAME_MAX} onChange={(event) => setName(event.target.value)} />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="primary">
            Save view
          </Button>
        </DialogFooter>
      </form>
    </ViewDialogFrame>
  )
}
