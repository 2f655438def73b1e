import { useState } from 'react'
import { describeError } from '../../../lib/error-message'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/text'

interface CheckOfferProps {
  offerId: number
  busy: boolean
  /** Reads the offer back: applied, not applied, or null when it cannot tell. */
  onCheck: () => Promise<boolean | null>
  onSendAgain: () => void
}

/** A write that got no answer: the seller reads the offer back, then decides. Nothing is sent on its own. */
export function CheckOffer({ offerId, busy, onCheck, onSendAgain }: CheckOfferProps) {
  const [state, setState] = useState<{ kind: 'idle' | 'checking' | 'not-applied' | 'unknown' } | { kind: 'failed'; message: string }>({ kind: 'idle' })
  const check = async () => {
    setState({ kind: 'checking' })
    try {
      const applied = await onCheck()
      setState({ kind: applied === null ? 'unknown' : applied ? 'idle' : 'not-applied' })
    } catch (error) {
      setState({ kind: 'failed', message: describeError(error).detail })
    }
  }
  return (
    <div role="status">
      <p>May have been applied: no answer came.</p>
      {state.kind === 'not-applied' ? (
        <>
          <p>The offer does not have the change.</p>
          <Button disabled={busy} onClick={onSendAgain}>{`Send offer ${offerId} again`}</Button>
        </>
      ) : (
        <Button disabled={state.kind === 'checking'} onClick={() => void check()}>{`Check offer ${offerId}`}</Button>
      )}
      {state.kind === 'unknown' ? <p>The offer as read back does not tell: open it to see.</p> : null}
      {state.kind === 'failed' ? <ErrorText as="p">Could not read the offer: {state.message}</ErrorText> : null}
    </div>
  )
}
