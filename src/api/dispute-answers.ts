import type { z } from 'zod/mini'
import { safeHttpUrl } from '../lib/safe-url'
import { disputeMessage, disputeMessageError, EVIDENCE_MAX } from './limits'
import type { counterDisputeSchema, escalateDisputeSchema } from './schemas'

/*
 * The seller's other answers to a dispute case (api-notes, "The seller's other daily actions"): a counter-proposal
 * and an escalation to the marketplace, with public evidence links the server fetches later. Only their forms,
 * loaded when opened, read this module.
 */

export type DisputeAnswerKind = 'counter' | 'escalate'

/** The files the marketplace fetches from an evidence link (api-notes), each at most 20 MB. */
export const EVIDENCE_FILE_TYPES = 'JPEG, PNG, GIF, WEBP, MP4, MOV, OGG, WEBM, PDF, TXT or CSV'

/** The links typed one a line, blank lines left out, as they are sent. */
export function evidenceLinks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** Why these evidence links cannot be sent, or null. */
export function evidenceError(links: readonly string[]): string | null {
  if (links.length > EVIDENCE_MAX) {
    const extra = links.length - EVIDENCE_MAX
    return `At most ${EVIDENCE_MAX} evidence links can be sent; this is ${links.length}. Remove ${extra}.`
  }
  const index = links.findIndex((link) => safeHttpUrl(link) === null)
  if (index === -1) return null
  return `Link ${index + 1} (“${links[index]}”) is not a web address: each link must start with http:// or https://.`
}

/** Why the message cannot be sent, or null; `required` for a counter, whose message the API requires. */
export function answerMessageError(value: string, required: boolean): string | null {
  if (required && disputeMessage(value) === null) return 'Write a message to the buyer.'
  return disputeMessageError(value)
}

/** What a counter sends; a blank note is left out. */
export type CounterDisputeBody = z.input<typeof counterDisputeSchema>

/** What an escalation sends; a blank message is left out. */
export type EscalateDisputeBody = z.input<typeof escalateDisputeSchema>
