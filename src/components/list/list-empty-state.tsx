import type { ReactNode } from 'react'

interface ListEmptyStateProps {
  filtered: boolean
  /** "order" / "orders": "No orders match these filters". */
  one: string
  many: string
  /** What the list shows with no filter on and nothing in it. */
  empty: { title: string; text: ReactNode }
  onClearFilters: () => void
}

export function ListEmptyState({ filtered, one, many, empty, onClearFilters }: ListEmptyStateProps) {
  if (!filtered) {
    return (
      <div className="card list-empty">
        <h2>{empty.title}</h2>
        <p className="muted">{empty.text}</p>
      </div>
    )
  }
  return (
    <div className="card list-empty">
      <h2>No {many} match these filters</h2>
      <p className="muted">Change the search or the filters, or clear them to see every {one}.</p>
      <button type="button" className="button" onClick={onClearFilters}>
        Clear filters
      </button>
    </div>
  )
}
