import { lazy, Suspense, useState } from 'react'
import type { SellerBreak } from '../../api/records/seller-break'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { DateTime } from '../../components/ui/date-time'
import { modeLabel } from '../../api/seller-break-modes'

// Ending a break, with its refusals, loads when the seller asks for it.
const EndBreakDialog = lazy(() => import('./take-break-dialog').then((module) => ({ default: module.EndBreakDialog })))

/** The break that is on: its mode and since when, and a way to end it. */
export function BreakNotice({ current }: { current: SellerBreak }) {
  const [ending, setEnding] = useState<boolean | null>(null)
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
