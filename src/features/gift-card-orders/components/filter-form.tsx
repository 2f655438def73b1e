import { lazy, Suspense, useState } from 'react'
import { DATE_FILTERS, filterFormKey, ID_FILTERS, type GiftCardOrdersSearch } from '../search'
import { useListSearch } from './use-list-search'

// The fields and their form library are loaded when the seller first opens the filters, not with the list;
// a pointer on the summary or its focus starts the load a moment earlier.
const loadFilterFields = () => import('./filter-fields')
const FilterFields = lazy(() => loadFilterFields().then((m) => ({ default: m.FilterFields })))
/** Only a head start: if it fails, opening the filters loads them again and shows any error. */
const preloadFilterFields = () => void loadFilterFields().catch(() => undefined)

function activeCount(search: GiftCardOrdersSearch): number {
  return [...ID_FILTERS, ...DATE_FILTERS].filter((name) => search[name] !== undefined).length
}

/**
 * The id and date filters, folded away until needed (open while any is on). Once opened the fields stay
 * mounted, even when folded again, so nothing typed is lost.
 */
export function FilterForm() {
  const { search } = useListSearch()
  const active = activeCount(search)
  const [open, setOpen] = useState(active > 0)
  const [opened, setOpened] = useState(open)

  const urlFilters = filterFormKey(search)
  const [shownFilters, setShownFilters] = useState(urlFilters)
  if (shownFilters !== urlFilters) {
    setShownFilters(urlFilters)
    if (active > 0) {
      setOpen(true)
      setOpened(true)
    }
  }

  return (
    <details
      className="gco-filters"
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open
        setOpen(isOpen)
        if (isOpen) setOpened(true)
      }}
    >
      <summary className="gco-filters__summary" onPointerEnter={preloadFilterFields} onFocus={preloadFilterFields}>
        More filters: ids and dates{active > 0 ? ` (${active} on)` : ''}
      </summary>
      {opened ? (
        <Suspense fallback={<p className="muted">Loading the filters…</p>}>
          <FilterFields />
        </Suspense>
      ) : null}
    </details>
  )
}
