import bookmarkIcon from 'lucide/dist/esm/icons/bookmark-plus.mjs'
import ellipsisIcon from 'lucide/dist/esm/icons/ellipsis.mjs'
import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { sameViewSearch, viewSearchOf, type SavedView } from '../../lib/saved-views'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { entryKey, rememberPlainEntry } from './default-view'
import { useList } from './list-context'
import styles from './saved-views.module.css'
import { useSavedViews } from './use-saved-views'
import { Icon } from '../ui/icon'

// The dialogs load when the seller saves or manages a view: a first visit of a list does not pay for them.
const SaveViewDialog = lazy(() => import('./save-view-dialog').then((module) => ({ default: module.SaveViewDialog })))
const ManageViewDialog = lazy(() =>
  import('./manage-view-dialog').then((module) => ({ default: module.ManageViewDialog })),
)

type Open = { kind: 'save' } | { kind: 'manage'; view: SavedView } | null

/** The list's saved views as chips (one press applies one), "Save view", and a menu per view. */
export function SavedViews({ listKey }: { listKey: string }) {
  const { list, names, search, replaceAll } = useList()
  const [state, change] = useSavedViews(listKey, list)
  const [open, setOpen] = useState<Open>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  usePlainEntries()
  const current = viewSearchOf(list, search)
  const close = () => setOpen(null)
  const dialogProps = { state, change, onClose: close, fallbackFocus: saveButton }

  return (
    <div role="group" aria-label={`Saved views of ${names.title.toLowerCase()}`} className={styles.views}>
      {state.views.map((view) => {
        const active = sameViewSearch(current, view.search)
        const isDefault = state.defaultId === view.id
        return (
          <span key={view.id} className={styles.chip}>
            <Button
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => void replaceAll(view.search)}
            >
              {view.name}
              {isDefault ? ' ' : null}
              {isDefault ? <Badge tone={active ? 'neutral' : 'info'}>Default</Badge> : null}
            </Button>
            <Button
              size="icon"
              variant="secondary"
              aria-label={`Manage view ${view.name}`}
              aria-haspopup="dialog"
              onClick={() => setOpen({ kind: 'manage', view })}
            >
              <Icon node={ellipsisIcon} />
            </Button>
          </span>
        )
      })}
      <Button ref={saveButton} size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => setOpen({ kind: 'save' })}>
        <Icon node={bookmarkIcon} />
        Save view
      </Button>
      <Suspense fallback={null}>
        {open?.kind === 'save' ? <SaveViewDialog {...dialogProps} search={current} /> : null}
        {open?.kind === 'manage' ? <ManageViewDialog {...dialogProps} view={open.view} /> : null}
      </Suspense>
    </div>
  )
}

/** Remembers the bare entries shown on the list, which keep no default view on Back and Forward. */
function usePlainEntries(): void {
  const location = useLocation()
  const key = location.searchStr === '' ? entryKey(location) : undefined
  useEffect(() => {
    if (key !== undefined) rememberPlainEntry(key)
  }, [key])
}
