/**
 * The pending screen while a route's code or data loads: grey blocks shaped like a page (a title, a line
 * of text, a table), so nothing jumps when the content arrives. The words stay for screen readers.
 */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        <div className="skeleton page-skeleton__title" />
        <div className="skeleton page-skeleton__line" />
        <div className="page-skeleton__table">
          {Array.from({ length: 8 }, (_, row) => (
            <div key={row} className="skeleton page-skeleton__row" />
          ))}
        </div>
      </div>
    </div>
  )
}
