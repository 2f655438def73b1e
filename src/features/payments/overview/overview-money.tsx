import { lazy, Suspense, useState } from 'react'
import { Tile } from '../../../components/tile/tile'

// The tile, its chart and its sums download after the overview has painted: the overview's first visit stays light.
const MoneyTile = lazy(() => import('./money-tile'))

const LOADING = { data: undefined, error: null, refetch: () => undefined }

/** The money tile for the overview, loaded on its own; its placeholder keeps its room meanwhile. */
export function OverviewMoney() {
  const [nowMs] = useState(Date.now)
  return (
    <Suspense fallback={<Tile title="This month's money" query={LOADING} lines={5}>{() => null}</Tile>}>
      <MoneyTile nowMs={nowMs} />
    </Suspense>
  )
}
