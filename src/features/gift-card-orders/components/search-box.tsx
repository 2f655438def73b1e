import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useListSearch } from './use-list-search'
import { toUrlValue } from '../filter-values'

const DEBOUNCE_MS = 400

/** Search by order id. Typing waits for a pause before the URL (and the request) changes; Enter applies at once. */
export function SearchBox() {
  const { search, update } = useListSearch()
  const urlValue = search.search === undefined ? '' : String(search.search)
  const [draft, setDraft] = useState(urlValue)
  const [seen, setSeen] = useState(urlValue)
  const [sent, setSent] = useState<string | null>(null)
  const id = useId()

  // The URL changed from elsewhere (back, forward, "Clear filters"): show it, unless it is what we sent.
  if (urlValue !== seen) {
    setSeen(urlValue)
    if (urlValue === sent) setSent(null)
    else setDraft(urlValue)
  }

  const apply = (text: string) => {
    const value = text.trim()
    if (value === urlValue) return
    setSent(value)
    void update({ search: value === '' ? undefined : toUrlValue(value) })
  }

  const applyLater = useEffectEvent(() => apply(draft))
  useEffect(() => {
    if (draft.trim() === urlValue) return
    const timer = setTimeout(applyLater, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, urlValue])

  return (
    <form
      role="search"
      aria-label="Search gift card orders"
      className="gco-search"
      onSubmit={(event) => {
        event.preventDefault()
        apply(draft)
      }}
    >
      <label htmlFor={id}>Search by order id</label>
      <input
        id={id}
        type="search"
        inputMode="numeric"
        autoComplete="off"
        maxLength={100}
        data-shortcut="list-search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  )
}
