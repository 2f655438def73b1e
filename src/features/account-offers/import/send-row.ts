import type { createAccountOffer } from '../../../api/account-offers'
import { recordActivity } from '../../../lib/activity-log'
import { isApiError } from '../../../lib/api-error'
import { isUncertainWrite } from '../../../lib/write-check'
import { progressRecord, type ImportProgress } from './import-progress'
import type { ImportRow } from './import-rows'

/*
 * One row sent once: marked "check" in the progress store before it goes, so that a tab closed while it is on its
 * way leaves it to be checked, never sent again on its own. The activity log gets the write by its action, the
 * offer, the outcome and the request id; the row's credentials are kept out of any message.
 */

export type SendResult =
  | { kind: 'created'; offerId: number | null }
  | { kind: 'refused'; reason: string }
  | { kind: 'check' }
  /** Not taken, nothing applied: wait (429's Retry-After), or stop the run (the session ended). */
  | { kind: 'wait'; seconds: number }
  | { kind: 'stop'; reason: string }

const ACTION = 'Account offer created (import)'

/** The server's reason: each field's messages by its key, else its message. */
export function refusalReason(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'The request failed.'
  const fields = Object.entries(error.fieldErrors).map(([key, messages]) => `${key}: ${messages.join(' ')}`)
  const text = fields.length > 0 ? fields.join('; ') : error.message
  return error.requestId ? `${text} (request ${error.requestId})` : text
}

export async function sendRow(
  row: ImportRow,
  hash: string,
  create: typeof createAccountOffer,
  progress: ImportProgress,
  { again = false } = {},
): Promise<SendResult> {
  // Another tab may have sent it since this one read the file: what is kept decides, unless the seller sends it again.
  const earlier = again ? undefined : (await progress.get([hash])).get(hash)
  if (earlier?.outcome === 'created') return { kind: 'created', offerId: earlier.offerId }
  if (earlier?.outcome === 'refused') return { kind: 'refused', reason: earlier.reason ?? '' }
  if (earlier?.outcome === 'check') return { kind: 'check' }

  const log = (outcome: 'succeeded' | 'failed', fields: { itemId?: number | null; status?: number | null; message?: string | null; requestId?: string | null }) =>
    void recordActivity(
      { at: Date.now(), action: ACTION, itemType: 'account-offer', outcome, itemId: fields.itemId == null ? null : String(fields.itemId), status: fields.status ?? null, message: fields.message ?? null, requestId: fields.requestId ?? null },
      row.secrets,
    )
  await progress.put({ hash, outcome: 'check', offerId: null, reason: null })
  try {
    const answer = await create(row.offer)
    const offerId = answer.offer?.id ?? null
    await progress.put({ hash, outcome: 'created', offerId, reason: null })
    log('succeeded', { itemId: offerId, requestId: answer.requestId })
    return { kind: 'created', offerId }
  } catch (error) {
    const status = isApiError(error) ? error.status || null : null
    log('failed', { status, message: error instanceof Error ? error.message : null, requestId: isApiError(error) ? error.requestId : null })
    if (isUncertainWrite(error)) return { kind: 'check' }
    if (status === 429 || status === 401) {
      await progress.forget(hash)
      return status === 429 ? { kind: 'wait', seconds: Math.max(1, isApiError(error) ? (error.retryAfterSeconds ?? 60) : 60) } : { kind: 'stop', reason: refusalReason(error) }
    }
    // What is shown, kept and exported: the server's words without the row's credentials, should it echo them.
    const kept = progressRecord({ hash, outcome: 'refused', offerId: null, reason: refusalReason(error) }, row.secrets)
    await progress.put(kept)
    return { kind: 'refused', reason: kept.reason ?? '' }
  }
}
