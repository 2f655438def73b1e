import { z } from 'zod/mini'
import { safeHttpUrl } from '../lib/safe-url'
import { CREDENTIALS_MAX_LENGTH, disputeMessage, disputeMessageError, EVIDENCE_MAX, tooLong } from './limits'

/*
 * The request bodies, shared by the forms and the client (which loads them with the first write). The error
 * body is read by error-body.ts; answers with records field by field (read/responses.ts).
 */

/** The statuses the spec's service is known to send; any other is shown as it comes. */
export const ORDER_STATUSES = ['pending', 'in_delivery', 'delivered', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const updateCredentialsSchema = z.object({
  credentials: z.string({ error: 'Enter the credentials.' }).check(
    z.refine((value) => value.trim() !== '', 'Enter the credentials.'),
    z.superRefine((value, ctx) => {
      const message = tooLong('Credentials', CREDENTIALS_MAX_LENGTH, value)
      if (message) ctx.issues.push({ code: 'custom', message, input: value })
    }),
  ),
})
export type UpdateCredentialsInput = z.input<typeof updateCredentialsSchema>

export const acceptDisputeSchema = z.object({
  message: z.pipe(
    z.nullish(z.string({ error: 'The message must be text.' })).check(
      z.superRefine((value, ctx) => {
        const message = disputeMessageError(value)
        if (message) ctx.issues.push({ code: 'custom', message, input: value })
      }),
    ),
    z.transform(disputeMessage),
  ),
})
export type AcceptDisputeInput = z.input<typeof acceptDisputeSchema>

/** A check of one field with the forms' own rule, which says why it fails. */
const rule = <T>(why: (value: T) => string | null) =>
  z.superRefine<T>((value, ctx) => {
    const message = why(value)
    if (message) ctx.issues.push({ code: 'custom', message, input: value })
  })

// The forms say which link is wrong and why (api/dispute-answers.ts); these hold the same rules.
const evidenceUrls = z.array(z.string().check(z.refine((url) => safeHttpUrl(url) !== null, 'Each link must be http(s).'))).check(
  z.maxLength(EVIDENCE_MAX, `At most ${EVIDENCE_MAX} evidence links.`),
)

export const counterDisputeSchema = z.object({
  message: z
    .string({ error: 'Write a message to the buyer.' })
    .check(rule((value: string) => (disputeMessage(value) === null ? 'Write a message to the buyer.' : disputeMessageError(value)))),
  counter_resolution: z.string().check(z.minLength(1, 'Choose what you propose.')),
  counter_resolution_note: z.optional(z.string()),
  evidence_urls: evidenceUrls,
})

export const escalateDisputeSchema = z.object({
  message: z.optional(z.string().check(rule(disputeMessageError))),
  evidence_urls: evidenceUrls,
})
