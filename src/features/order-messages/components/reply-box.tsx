import type { KeyboardEvent } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../api/limits'
import { Alert } from '../../../components/ui/alert'
import { Field } from '../../../components/ui/field'
import { FormFooter } from '../../../components/ui/form-footer'
import { Kbd } from '../../../components/ui/kbd'
import { RequestId } from '../../../components/ui/request-id'
import { Textarea } from '../../../components/ui/textarea'
import styles from '../order-messages.module.css'
import type { Reply } from '../use-reply'
import { CHECK_OUTCOMES } from './message-thread'

/** A send whose answer never came and that "Check now" has not settled: another would risk a duplicate. */
function awaitingCheck(reply: Reply): boolean {
  return reply.outgoing !== null && !reply.pending && reply.writeCheck.state?.kind !== 'checked'
}

function idleStatus(reply: Reply): string {
  if (awaitingCheck(reply)) return 'Check whether the last message arrived before sending another.'
  const check = reply.writeCheck.state
  // Found on the server by "Check now": the message is in the thread now, and this says how it got there.
  return check?.kind === 'checked' && check.outcome === 'applied' && !reply.outgoing ? CHECK_OUTCOMES.applied : ''
}

/** The seller's answer to the buyer: plain text, Ctrl+Enter (⌘+Enter on a Mac) or the button sends it once. */
export function ReplyBox({ reply }: { reply: Reply }) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void reply.submit()
    }
  }
  return (
    <form
      className={styles.content}
      noValidate
      aria-label="Reply to the buyer"
      onSubmit={(event) => {
        event.preventDefault()
        void reply.submit()
      }}
    >
      <Field
        id="order-message"
        label="Your message"
        counter={{ value: reply.text, max: CHAT_MESSAGE_MAX_LENGTH }}
        error={reply.invalid}
        hint={
          <>
            Plain text; links work. <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> sends. The marketplace takes messages while the
            order is in processing: it decides.
          </>
        }
      >
        <Textarea
          rows={4}
          name="message"
          value={reply.text}
          readOnly={reply.pending}
          onChange={(event) => reply.change(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      {reply.refusal ? (
        <Alert tone="error" role="alert" title="The message was not sent.">
          <p>{reply.refusal.message} Your text is kept.</p>
          <RequestId id={reply.refusal.requestId} />
        </Alert>
      ) : null}
      <FormFooter
        submit="Send message"
        pending={reply.pending}
        waitSeconds={reply.waitSeconds}
        disabled={awaitingCheck(reply)}
        status={{
          pending: 'Sending…',
          wait: (seconds) => `You can send again in ${seconds} s.`,
          idle: idleStatus(reply),
        }}
      />
    </form>
  )
}
