import { lazy, Suspense, useState } from 'react'
import type { DisputeAnswerKind } from '../../../api/dispute-answers'
import { Button } from '../../../components/ui/button'

export { CaseWaiting } from './case-waiting'

// The forms load their code when first opened: the pages that offer them do not carry it.
const AnswerDialog = lazy(() => import('./answer-dialog').then((module) => ({ default: module.AnswerDialog })))

/** Counter and Escalate beside Accept, each opening its form over the page; the server judges either. */
export function AnswerActions({ disputeCaseId }: { disputeCaseId: number }) {
  const [open, setOpen] = useState<DisputeAnswerKind | null>(null)
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen('counter')}>
        Counter
      </Button>
      <Button aria-haspopup="dialog" onClick={() => setOpen('escalate')}>
        Escalate
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AnswerDialog disputeCaseId={disputeCaseId} kind={open} relatedQueryKeys={[]} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
