import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ComponentProps } from 'react'
import type { CurrencyOrder } from '../../../api/records/currency-order'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SectionCard } from '../../../components/ui/section-card'
import { toast } from '../../../components/ui/toast-store'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { describeError } from '../../../lib/error-message'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { completeOrderMutation } from '../mutations'
import { currencyOrderQueries } from '../queries'

const DONE = 'completed'

type RefusalProps = ComponentProps<typeof import('../../../components/ui/write-refusal').WriteRefusal>

/** The server's words, plainly, when even the refusal's code could not be downloaded (nor, then, the write's). */
function PlainRefusal({ error, heading }: RefusalProps) {
  const { title, detail } = describeError(error)
  return (
    <Alert tone="error" role="alert" title={heading}>
      <p>
        {title}: {detail}
      </p>
    </Alert>
  )
}


/*
 * The refusal comes with the write's own code (the writes chunk), which the write has loaded by the time it is
 * refused: the order's first paint does without it.
 */
const WriteRefusal = lazy(() =>
  import('../../../components/ui/write-refusal').then(
    (module) => ({ default: module.WriteRefusal }),
    () => ({ default: PlainRefusal }),
  ),
)

/** "Mark completed" behind a confirmation: one POST; then the order's new status, or the server's refusal. */
export function CompleteOrder({ order }: { order: CurrencyOrder }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const retryAfter = useRetryAfter()
  const complete = useMutation(completeOrderMutation(queryClient, order.id))
  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...currencyOrderQueries.detail(order.id), staleTime: 0 })
    if ('status' in fresh.unreadable) return 'unknown'
    return fresh.status === DONE ? 'applied' : 'unknown'
  })

  const run = async () => {
    if (complete.isPending) return
    setFailure(null)
    writeCheck.clear()
    try {
      const result = await complete.mutateAsync()
      setMessage(result.message)
      toast.success('Order marked completed')
    } catch (error) {
      if (!writeCheck.noteFailure(error)) {
        setFailure(error)
        retryAfter.noteFailure(error)
      }
    } finally {
      setConfirming(false)
    }
  }

  const completed = order.status === DONE
  return (
    <SectionCard title="Delivery">
      <p>Once the currency is delivered in the game, mark the order completed: the buyer is told automatically.</p>
      <Button variant="primary" onClick={() => setConfirming(true)} disabled={completed || complete.isPending || retryAfter.waitSeconds > 0}>
        Mark completed
      </Button>
      <p role="status">{complete.isPending ? 'Sending…' : completed ? 'This order is completed.' : ''}</p>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {failure ? (
        <Suspense fallback={null}>
          <WriteRefusal error={failure} heading="The order was not marked completed." what="The order" />
        </Suspense>
      ) : null}
      {writeCheck.state ? (
        <UncertainWrite
          state={writeCheck.state}
          onCheck={() => void writeCheck.runCheck()}
          outcomes={{ applied: 'Completed: the server shows the order as completed.', unknown: 'The order’s status does not tell whether it was completed.' }}
        />
      ) : null}
      <Suspense fallback={null}>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Mark order ${order.id} completed?`}
          confirm="Mark completed"
          pending={complete.isPending}
          onConfirm={() => void run()}
        >
          Only once the buyer has the currency in the game. The buyer is told the order is delivered; this cannot be
          undone here.
        </ConfirmDialog>
      </Suspense>
    </SectionCard>
  )
}
