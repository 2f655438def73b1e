import { useEffect, useRef } from 'react'

/** A command the current page offers to the command palette, e.g. "Download CSV of this list". */
export interface PageAction {
  id: string
  label: string
  /** More words the palette matches, e.g. "export". */
  keywords?: string
  run: () => void
}

const actions = new Map<string, PageAction>()

export function registerPageAction(action: PageAction): () => void {
  actions.set(action.id, action)
  return () => {
    if (actions.get(action.id) === action) actions.delete(action.id)
  }
}

export function currentPageActions(): PageAction[] {
  return [...actions.values()]
}

/** Offers `run` to the palette while the calling component is mounted; the latest `run` is the one called. */
export function usePageAction(id: string, label: string, run: () => void, keywords?: string): void {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  useEffect(() => registerPageAction({ id, label, keywords, run: () => latest.current() }), [id, label, keywords])
}
