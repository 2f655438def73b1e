import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { UncertainWrite } from '../../components/ui/uncertain-write'
import { useWriteCheck } from '../../lib/write-check'
import { BreakDialogFooter, BreakRefusal } from './dialog-parts'
import { useEndBreak } from './mutations'
import { breakQueries } from './queries'

interface EndBreakDialogProps {
  breakId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Ends the break with the endpoint the dashboard assumes (docs/open-points.md): one POST. A server without it says
 * so plainly, with the marketplace's site; an answer that never came is checked by reading the break back.
 */
export function EndBreakDialog({ breakId, open, onOpenChange }: EndBreakDialogProps) {
  const queryClient = useQueryClient()
  const end = useEndBreak(breakId)
  const [failure, setFailure] = useState<unknown>(null)
  const check = useWriteCheck(async () => {
    const current = await queryClient.fetchQuery({ ...breakQueries.current(), staleTime: 0 })
    return current?.id === breakId ? 'not-applied' : 'applied'
  })
  const submit = async () => {
    if (end.isPending) return
    setFailure(null)
    check.clear()
    try {
      await end.mutateAsync()
      onOpenChange(false)
    } catch (error) {
      if (!check.noteFailure(error)) setFailure(error)
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>End the break?</DialogTitle>
        <DialogDescription>Your offers go back to how they were before the break.</DialogDescription>
        {failure ? <BreakRefusal error={failure} heading="The break did not end." site="end the break" /> : null}
        {check.state ? (
          <UncertainWrite
            title="Ending the break may have been sent."
            state={check.state}
            onCheck={() => void check.runCheck()}
            outcomes={{ applied: 'Ended: the marketplace shows no break on.', unknown: 'It is not known whether the break ended.' }}
          />
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <BreakDialogFooter submit="End the break" pending={end.isPending} held={check.state !== null && check.state.kind !== 'checked'} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
