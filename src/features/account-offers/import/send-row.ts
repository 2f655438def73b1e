import type { createAccountOffer } from '../../../api/account-offers'
import { recordActivity } from '../../../lib/activity-log'
import { isApiError } from '../../../lib/api-error'
import type { JobProgress } from '../../../lib/job-progress'
import { sendOnce, type SendResult } from '../../../lib/send-once'
import type { ImportRow } from './import-rows'

/*
 * One row sent once, by its hash (lib/send-once.ts). The activity log gets the write by its action, the offer, the
 * outcome and the request id; the row's credentials are kept out of any message.
 */

const ACTION = 'Account offer created (import)'

type Logged = { itemId?: number | null; status?: number | null; message?: string | null; requestId?: string | null }

export function sendRow(
  row: ImportRow,
  hash: string,
  create: typeof createAccountOffer,
  progress: JobProgress,
  { again = false } = {},
): Promise<SendResult> {
  const log = (outcome: 'succeeded' | 'failed', fields: Logged) =>
    void recordActivity(
      { at: Date.now(), action: ACTION, itemType: 'account-offer', outcome, itemId: fields.itemId == null ? null : String(fields.itemId), status: fields.status ?? null, message: fields.message ?? null, requestId: fields.requestId ?? null },
      row.secrets,
    )
  const write = async () => {
    try {
      const answer = await create(row.offer)
      const offerId = answer.offer?.id ?? null
      log('succeeded', { itemId: offerId, requestId: answer.requestId })
      return offerId
    } catch (error) {
      const api = isApiError(error) ? error : null
      log('failed', { status: api ? api.status || null : null, message: error instanceof Error ? error.message : null, requestId: api?.requestId ?? null })
      throw error
    }
  }
  return sendOnce(hash, progress, write, { again, secrets: row.secrets })
}
