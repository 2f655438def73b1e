import { isApiError } from './api-error'
import { progressRecord, type JobProgress } from './job-progress'
import { isUncertainWrite } from './write-check'

/*
 * One write of a long job, sent once: marked "check" in the progress store before it leaves, so that a tab closed
 * while it is on its way leaves it to be checked, never sent again on its own.
 */

export type ItemState =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; resultId: number | null; earlier: boolean }
  | { kind: 'refused'; reason: string }
  | { kind: 'check' }

export type SendResult =
  | { kind: 'done'; resultId: number | null }
  | { kind: 'refused'; reason: string }
  | { kind: 'check' }
  /** Not taken, nothing applied: wait (429's Retry-After), or stop the job (the session ended). */
  | { kind: 'wait'; seconds: number }
  | { kind: 'stop'; reason: string }

/** The server's reason: each field's messages by its key, else its message. */
export function refusalReason(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'The request failed.'
  const fields = Object.entries(error.fieldErrors).map(([key, messages]) => `${key}: ${messages.join(' ')}`)
  const text = fields.length > 0 ? fields.join('; ') : error.message
  return error.requestId ? `${text} (request ${error.requestId})` : text
}

/** What an earlier visit kept of a write, as its state; null when it was never sent. */
export function keptState(kept: { outcome: string; resultId: number | null; reason: string | null } | undefined): ItemState | null {
  if (kept?.outcome === 'done') return { kind: 'done', resultId: kept.resultId, earlier: true }
  if (kept?.outcome === 'check') return { kind: 'check' }
  if (kept?.outcome === 'refused') return { kind: 'refused', reason: kept.reason ?? '' }
  return null
}

/**
 * One write sent once under `key`. `write` answers the id of what it made or changed. Another tab may have sent it
 * since this one looked: what is kept decides, unless the seller sends it again (`again`). `secrets` are taken out
 * of a reason the server might echo them in.
 */
export async function sendOnce(
  key: string,
  progress: JobProgress,
  write: () => Promise<number | null>,
  { again = false, secrets = [] }: { again?: boolean; secrets?: readonly string[] } = {},
): Promise<SendResult> {
  const earlier = again ? null : keptState((await progress.get([key])).get(key))
  if (earlier?.kind === 'done') return { kind: 'done', resultId: earlier.resultId }
  if (earlier?.kind === 'refused' || earlier?.kind === 'check') return earlier
  await progress.put({ key, outcome: 'check', resultId: null, reason: null })
  try {
    const resultId = await write()
    await progress.put({ key, outcome: 'done', resultId, reason: null })
    return { kind: 'done', resultId }
  } catch (error) {
    if (isUncertainWrite(error)) return { kind: 'check' }
    // One resource's own limit, met before sending (lib/guarded-write.ts): that write is refused, the job goes on.
    const status = isApiError(error) && error.kind !== 'invalid_request' ? error.status : null
    if (status === 429 || status === 401) {
      await progress.forget(key)
      if (status === 401) return { kind: 'stop', reason: refusalReason(error) }
      return { kind: 'wait', seconds: Math.max(1, isApiError(error) ? (error.retryAfterSeconds ?? 60) : 60) }
    }
    // What is shown, kept and exported: the server's words without the secrets, should it echo them.
    const kept = progressRecord({ key, outcome: 'refused', resultId: null, reason: refusalReason(error) }, secrets)
    await progress.put(kept)
    return { kind: 'refused', reason: kept.reason ?? '' }
  }
}
