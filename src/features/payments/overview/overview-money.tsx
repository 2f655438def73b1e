import { useState } from 'react'
import MoneyTile from './money-tile'

/**
 * The money tile for the overview. Its chart and sums come with the overview's own files, in parallel (a lazy part
 * of the first screen would be fetched one step later, once the overview's code has run).
 */
export function OverviewMoney() {
  const [nowMs] = useState(Date.now)
  return <MoneyTile nowMs={nowMs} />
}
