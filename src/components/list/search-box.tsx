import { useEffect, useEffectEvent, useState } from 'react'
import { toUrlValue } from '../../lib/list-filter-values'
import type { ListFilterDefinition } from '../../lib/list-search'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { useList } from './list-context'
import styles from './list.module.css'

const DEBOUNCE_MS = 400

/** The free-text filter. Typing waits for a pause before the URL (and the request) changes; Enter applies at once. */
export function SearchBox({ filter, numeric = false }: { filter: ListFilterDefinition; numeric?: boolean }) {
  const { search, update, names } = useList()
  const raw = search[filter.name]
  const urlValue = raw === undefined ? '' : String(raw)
  const [draft, setDraft] = useState(urlValue)
  const [seen, setSeen] = useState(urlValue)
  const [sent, setSent] = useState<string | null>(null)

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
    void update({ [filter.name]: value === '' ? undefined : toUrlValue(value) })
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
      aria-label={`Search ${names.title.toLowerCase()}`}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault()
        apply(draft)
      }}
    >
      <Field label={filter.label}>
        <Input
          type="search"
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={100}
          data-shortcut="list-search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Field>
    </form>
  )
}
