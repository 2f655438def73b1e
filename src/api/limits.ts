import { codePointLength } from '../lib/text'

/** The longest texts the API takes in a request body, in code points. */
export const CREDENTIALS_MAX_LENGTH = 10000
/** One credential of an account offer's inventory (api-notes, "The supply side"). */
export const OFFER_CREDENTIAL_MAX_LENGTH = 500
export const DISPUTE_MESSAGE_MAX_LENGTH = 1200
export const CHAT_MESSAGE_MAX_LENGTH = 10000
/** A break's comment (api-notes, "Seller breaks"). */
export const BREAK_COMMENT_MAX_LENGTH = 5000
/** The most evidence links a counter or an escalation takes (api-notes). */
export const EVIDENCE_MAX = 5

/** Why `value` is too long for the API, or null; the forms check this before zod has loaded. */
export function tooLong(label: string, max: number, value: string): string | null {
  const length = codePointLength(value)
  return length > max
    ? `${label} can be at most ${max} characters; this is ${length}. Remove ${length - max} to save.`
    : null
}

/** The message to the buyer as sent: a blank message is no message (null), however long its white space. */
export function disputeMessage(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null
}

/** Why the message to the buyer cannot be sent, or null. */
export function disputeMessageError(value: string | null | undefined): string | null {
  const message = disputeMessage(value)
  return message === null ? null : tooLong('The message', DISPUTE_MESSAGE_MAX_LENGTH, message)
}
