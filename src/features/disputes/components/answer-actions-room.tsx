import { Button } from '../../../components/ui/button'
import styles from '../disputes.module.css'

/**
 * Counter and Escalate's room while their code loads: the same buttons, unseen and inert, so the row beside
 * Accept wraps as it will once they come (on a phone, to a second line) and nothing under it moves.
 */
export function AnswerActionsRoom() {
  return (
    <>
      <Button className={styles.room} disabled tabIndex={-1} aria-hidden="true">
        Counter
      </Button>
      <Button className={styles.room} disabled tabIndex={-1} aria-hidden="true">
        Escalate
      </Button>
    </>
  )
}
