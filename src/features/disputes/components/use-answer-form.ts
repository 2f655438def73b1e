import { useState } from 'react'
import {
  answerMessageError,
  evidenceError,
  evidenceLinks,
  type CounterDisputeBody,
  type DisputeAnswerKind,
  type EscalateDisputeBody,
} from '../../../api/dispute-answers'
import { disputeMessage } from '../../../api/limits'
import { clearDraft, getDraft, setDraft } from '../../../lib/drafts'
import type { ServerErrors } from '../../../lib/form-errors'

export const ANSWER_FIELDS = ['message', 'counter_resolution', 'counter_resolution_note', 'evidence_urls'] as const
export type AnswerField = (typeof ANSWER_FIELDS)[number]
type Values = Record<AnswerField, string>

/** The server names an evidence link by its place ("evidence_urls.1"): its message goes under the links. */
export const SERVER_FIELD_NAMES = [...ANSWER_FIELDS, ...[0, 1, 2, 3, 4].map((index) => `evidence_urls.${index}`)]

const fieldOf = (name: string): AnswerField => (name.startsWith('evidence_urls') ? 'evidence_urls' : (name as AnswerField))

/**
 * The answer's fields, kept as drafts (in memory, per shop) so that closing the dialog by mistake or signing in
 * again loses nothing; the checks the server would make, before sending; and the server's own word per field.
 */
export function useAnswerForm(disputeCaseId: number, kind: DisputeAnswerKind) {
  const draftKey = (field: AnswerField) => `dispute-${kind}:${disputeCaseId}:${field}`
  const [values, setValues] = useState<Values>(() => {
    const entries = ANSWER_FIELDS.map((field) => [field, getDraft(draftKey(field)) ?? ''])
    return Object.fromEntries(entries) as Values
  })
  const [tried, setTried] = useState(false)
  const [server, setServer] = useState<ServerErrors | null>(null)
  const links = evidenceLinks(values.evidence_urls)

  const own: Partial<Record<AnswerField, string | null>> = {
    // Too long is said at once; a missing or wrong value once the seller has tried to send.
    message: tried ? answerMessageError(values.message, kind === 'counter') : answerMessageError(values.message, false),
    counter_resolution: tried && kind === 'counter' && values.counter_resolution === '' ? 'Choose what you propose.' : null,
    evidence_urls: tried ? evidenceError(links) : null,
  }
  const serverField = (field: AnswerField) =>
    server?.fields
      .filter(([name]) => fieldOf(name) === field)
      .map(([, message]) => message)
      .join(' ') || null
  const errorOf = (field: AnswerField) => own[field] ?? serverField(field)

  const change = (field: AnswerField, value: string) => {
    setValues((last) => ({ ...last, [field]: value }))
    setDraft(draftKey(field), value)
    // The server's word on a field no longer holds once it is changed.
    setServer((last) => (last ? { ...last, fields: last.fields.filter(([name]) => fieldOf(name) !== field) } : last))
  }

  /** The first field that cannot be sent, or null when the body below may go. */
  const firstInvalid = (): AnswerField | null => {
    setTried(true)
    if (answerMessageError(values.message, kind === 'counter')) return 'message'
    if (kind === 'counter' && values.counter_resolution === '') return 'counter_resolution'
    return evidenceError(links) ? 'evidence_urls' : null
  }

  const note = values.counter_resolution_note.trim() === '' ? {} : { counter_resolution_note: values.counter_resolution_note }
  const message = disputeMessage(values.message)
  const body: CounterDisputeBody | EscalateDisputeBody =
    kind === 'counter'
      ? { message: values.message, counter_resolution: values.counter_resolution, ...note, evidence_urls: links }
      : { ...(message === null ? {} : { message }), evidence_urls: links }

  const clear = () => ANSWER_FIELDS.forEach((field) => clearDraft(draftKey(field)))

  return { values, links, errorOf, change, firstInvalid, body, server, setServer, clear }
}
