import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { DateTime } from '../../components/ui/date-time'
import { modeLabel } from '../../api/seller-break-modes'
import { breakQueries } from './queries'

// Ending a break, with its refusals, loads when the seller asks for it: every page shows this banner's check.
const EndBreakDialog = lazy(() => import('./take-break-dialog').then((module) => ({ default: module.EndBreakDialog })))

/** On every page while a break is on: its mode and since when, and a way to end it. Nothing while none is on. */
export function BreakBanner() {
  const { data: current } = useQuery(breakQueries.current())
  const [ending, setEnding] = useState<boolean | null>(null)
  if (!current) return null
  return (
    <Alert tone="warning" role="status" aria-label="Break" title="You are on a break">
      <p>
        {modeLabel(current.mode)}, since <DateTime seconds={current.started_at} />.
      </p>
      <Button size="sm" onClick={() => setEnding(true)}>
        End the break
      </Button>
      {ending === null ? null : (
        <Suspense fallback={null}>
          <EndBreakDialog breakId={current.id} open={ending} onOpenChange={setEnding} />
        </Suspense>
      )}
    </Alert>
  )
}
