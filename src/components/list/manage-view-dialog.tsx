import { useState, type FormEvent } from 'react'
import { cleanViewName, removeView, renameView, setDefaultView, VIEW_NAME_MAX, type SavedView } from '../../lib/saved-views'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { toast } from '../ui/toast-store'
import styles from './saved-views.module.css'
import { ViewDialogFrame, type ViewDialogProps } from './view-dialog'

/** Rename a view, make it the list's default (or stop), or delete it. */
export function ManageViewDialog({ state, change, onClose, fallbackFocus, view }: ViewDialogProps & { view: SavedView }) {
  const [name, setName] = useState(view.name)
  const [error, setError] = useState<string | null>(null)
  const isDefault = state.defaultId === view.id
  const done = (next: typeof state, message: string) => {
    change(next)
    toast.success(message)
    onClose()
  }
  const rename = (event: FormEvent) => {
    event.preventDefault()
    const clean = cleanViewName(name)
    const taken = state.views.some((other) => other.id !== view.id && other.name.toLowerCase() === clean?.toLowerCase())
    if (clean === null) setError('Give the view a name.')
    else if (taken) setError('Another view has this name.')
    else done(renameView(state, view.id, clean), `View renamed to “${clean}”`)
  }
  return (
    <ViewDialogFrame
      title={`View “${view.name}”`}
      description={
        isDefault
          ? 'The list opens with this view when its address has no filters.'
          : 'Rename it, open the list with it, or delete it.'
      }
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <form className={styles.form} onSubmit={rename} noValidate>
        <Field label="View name" error={error}>
          <Input value={name} maxLength={VIEW_NAME_MAX} onChange={(event) => setName(event.target.value)} />
        </Field>
        <DialogFooter>
          <Button type="submit">Rename</Button>
        </DialogFooter>
      </form>
      <DialogFooter>
        <Button variant="danger" onClick={() => done(removeView(state, view.id), `View “${view.name}” deleted`)}>
          Delete view
        </Button>
        {isDefault ? (
          <Button onClick={() => done(setDefaultView(state, null), 'The list opens without a view')}>
            Stop opening with this view
          </Button>
        ) : (
          <Button
            variant="primary"
            onClick={() => done(setDefaultView(state, view.id), `The list opens with “${view.name}”`)}
          >
            Make default
          </Button>
        )}
      </DialogFooter>
    </ViewDialogFrame>
  )
}
