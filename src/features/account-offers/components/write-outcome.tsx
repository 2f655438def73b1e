import { Alert } from '../../../components/ui/alert'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import type { useWriteCheck } from '../../../lib/write-check'

interface WriteOutcomeProps {
  pending: boolean
  waitSeconds: number
  /** The server's word on the last write that went through. */
  done?: { tone: 'success' | 'info'; text: string } | null
  failure: unknown
  /** What a refusal means here: "The offer was not changed." */
  heading: string
  writeCheck: ReturnType<typeof useWriteCheck>
  /** What "applied" and "cannot tell" mean, for "Check now" after an unknown outcome. */
  outcomes: { applied: string; unknown: string }
}

/** What became of a write to an offer: sending, waiting out the limit, done, refused (text kept), or unknown (Check now). */
export function WriteOutcome({ pending, waitSeconds, done, failure, heading, writeCheck, outcomes }: WriteOutcomeProps) {
  return (
    <>
      <p role="status">{pending ? 'Sending…' : waitSeconds > 0 ? `The offer can change again in ${waitSeconds} s.` : ''}</p>
      {done ? <Alert tone={done.tone}>{done.text}</Alert> : null}
      {failure ? <WriteRefusal error={failure} heading={heading} /> : null}
      {writeCheck.state ? <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={outcomes} /> : null}
    </>
  )
}
