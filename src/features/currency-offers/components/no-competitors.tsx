/** The empty state: nobody else sells this currency right now. */
export function NoCompetitors() {
  return (
    <div className="card offers-empty" role="status">
      <h2>No competitors right now</h2>
      <p>No other seller offers this currency right now, so there is no price to compare against.</p>
      <p className="muted">Your offer is the only one. Refresh later, or come back to this tab: the list reloads then.</p>
    </div>
  )
}
