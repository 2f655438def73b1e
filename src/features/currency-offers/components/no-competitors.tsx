import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'

/** The empty state: nobody else sells this currency right now. */
export function NoCompetitors() {
  return (
    <Card role="status">
      <EmptyState title="No competitors right now">
        <p>No other seller offers this currency right now, so there is no price to compare against.</p>
        <p>Your offer is the only one. Refresh later, or come back to this tab: the list reloads then.</p>
      </EmptyState>
    </Card>
  )
}
