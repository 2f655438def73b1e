import { bool, enumText, freeFormMap, id, nullable, num, orElse, stringList, text, timestamp } from '../read/fields'
import { recordList, type RecordOf } from '../read/record'

export const disputeEventShape = {
  id,
  actor_id: nullable(id),
  actor_username: nullable(text),
  payload: freeFormMap,
  evidence_urls: stringList,
  created_at: timestamp,
  /** Not in the spec; the live API sends it (`dispute_created`, ...). */
  type: nullable(enumText),
}
export type DisputeEvent = RecordOf<typeof disputeEventShape>

const hours = nullable(num)

export const disputeCaseShape = {
  id,
  orderable_id: id,
  buyer_id: id,
  explanation: nullable(text),
  preferred_resolution_note: nullable(text),
  seller_response_due_at: nullable(timestamp),
  buyer_response_due_at: nullable(timestamp),
  active_due_at: nullable(timestamp),
  is_active_deadline_expired: orElse(bool, () => false),
  seller_response_hours: hours,
  buyer_response_hours: hours,
  /** An older version of the case has this instead of the two above. */
  dispute_timing_hours: hours,
  locked_at: nullable(timestamp),
  closed_at: nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
  /** A case may come without its events (an answer to a write): then they are not known, not "none yet". */
  events: nullable(recordList(disputeEventShape)),
  status: nullable(enumText),
  reason: nullable(enumText),
  preferred_resolution: nullable(enumText),
  outcome: nullable(enumText),
  closure_reason: nullable(enumText),
  orderable_type: nullable(enumText),
}
export type DisputeCase = RecordOf<typeof disputeCaseShape>
