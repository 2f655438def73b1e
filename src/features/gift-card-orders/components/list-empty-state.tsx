interface ListEmptyStateProps {
  filtered: boolean
  onClearFilters: () => void
}

export function ListEmptyState({ filtered, onClearFilters }: ListEmptyStateProps) {
  if (!filtered) {
    return (
      <div className="card gco-empty">
        <h2>No gift card orders yet</h2>
        <p className="muted">Orders of your gift cards appear here as soon as buyers place them.</p>
      </div>
    )
  }
  return (
    <div className="card gco-empty">
      <h2>No orders match these filters</h2>
      <p className="muted">Change the search or the filters, or clear them to see every order.</p>
      <button type="button" className="button" onClick={onClearFilters}>
        Clear filters
      </button>
    </div>
  )
}
