import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { Muted } from '../../../components/ui/text'
import type { AcceptDecision } from '../acceptance'
import styles from '../disputes.module.css'
import { ACCEPT_DISPUTE_BUTTON_ID } from '../ids'

const NOTE_ID = 'accept-dispute-note'

interface AcceptActionProps {
  decision: AcceptDecision
  onAccept: () => void
  /** The other answers, offered beside Accept by the same rule. */
  more?: ReactNode
}

/**
 * The ways to answer (Accept, and `more`), as the decision has it: pending while the case is on its way (never offered and then
 * taken back), offered, or replaced by why the case is over. It holds the button's height in every state.
 */
export function AcceptAction({ decision, onAccept, more }: AcceptActionProps) {
  if (decision.kind === 'checking') {
    return (
      <p className={styles.action} role="status">
        <Spinner />
        <Muted>Checking the case…</Muted>
      </p>
    )
  }
  if (decision.kind === 'closed') {
    return (
      <Muted as="p" className={styles.action}>
        {decision.reason}
      </Muted>
    )
  }
  return (
    <p className={styles.action}>
      <Button
        id={ACCEPT_DISPUTE_BUTTON_ID}
        variant="danger"
        aria-haspopup="dialog"
        aria-describedby={decision.note ? NOTE_ID : undefined}
        onClick={onAccept}
      >
        Accept dispute
      </Button>
      {more}
      {decision.note ? <Muted id={NOTE_ID}>{decision.note}</Muted> : null}
    </p>
  )
}
