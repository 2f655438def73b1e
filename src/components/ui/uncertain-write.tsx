import { describeError } from '../../lib/error-message'
import type { WriteCheckOutcome, WriteCheckState } from '../../lib/write-check'
import { Alert } from './alert'
import { Button } from './button'
import { RequestId } from './request-id'

interface UncertainWriteProps {
  state: WriteCheckState
  onCheck: () => void
  /** What "applied" and "cannot tell" mean for this write; "not applied" reads the same for every write. */
  outcomes: Record<Exclude<WriteCheckOutcome, 'not-applied'>, string>
  /** Its first words, when "saved" is not the word for this write (a message is sent). */
  title?: string
}

const NOT_RESENT = 'It is not sent again on its own.'
const NOT_APPLIED = 'Not saved: the server does not have it. You can send it again.'

/**
 * A write that timed out or lost its connection after sending: it may have been applied. Says so, keeps the
 * seller's text (the form is left alone), and offers "Check now", which reads the server back.
 */
export function UncertainWrite({ state, onCheck, outcomes, title = 'The change may or may not have been saved.' }: UncertainWriteProps) {
  const checking = state.kind === 'checking'
  const settled = state.kind === 'checked' && state.outcome !== 'unknown'
  const failure = state.kind === 'uncertain' || state.kind === 'check-failed' ? describeError(state.error) : null
  return (
    <Alert tone={settled ? 'success' : 'warning'}>
      {settled ? null : (
        <p role="alert">
          <strong>{title}</strong>{' '}
          {state.kind === 'uncertain' && failure ? `${failure.title}: ${failure.detail} ` : ''}Your text is kept.{' '}
          {NOT_RESENT}
        </p>
      )}
      <p role="status">
        {checking
          ? 'Checking the server…'
          : state.kind === 'checked'
            ? state.outcome === 'not-applied'
              ? NOT_APPLIED
              : outcomes[state.outcome]
            : state.kind === 'check-failed' && failure
              ? `Could not check: ${failure.detail}`
              : ''}
      </p>
      {state.kind === 'check-failed' && failure ? <RequestId id={failure.requestId} /> : null}
      {settled ? null : (
        <Button size="sm" onClick={onCheck} disabled={checking}>
          Check now
        </Button>
      )}
    </Alert>
  )
}
