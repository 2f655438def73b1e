import { z } from 'zod/mini'
import { codePointLength } from '../lib/text'

// zod compiles fast parsers with `new Function` unless told not to, and probes first whether it may: under the
// app's Content-Security-Policy (no 'unsafe-eval') even that probe reports a violation. It must be set before
// any schema is made, so here, in the module every other schema depends on or shares a bundle chunk with.
z.config({ jitless: true })

/*
 * The error body and the request bodies. Answers with records are read field by field (responses.ts).
 */

/** The statuses the spec's service is known to send; any other is shown as it comes. */
export const ORDER_STATUSES = ['pending', 'in_delivery', 'delivered', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const errorBodySchema = z.object({
  message: z.catch(z.optional(z.string()), undefined),
  errors: z.catch(z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))), undefined),
  request_id: z.catch(z.optional(z.string()), undefined),
})

/* Request bodies, shared by the forms and the client */

export const CREDENTIALS_MAX_LENGTH = 10000
export const DISPUTE_MESSAGE_MAX_LENGTH = 1200

function tooLong(label: string, max: number, value: string): string | null {
  const length = codePointLength(value)
  return length > max
    ? `${label} can be at most ${max} characters; this is ${length}. Remove ${length - max} to save.`
    : null
}

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
        // A blank message is no message (sent as null), however long its white space.
        if (!value || value.trim() === '') return
        const message = tooLong('The message', DISPUTE_MESSAGE_MAX_LENGTH, value)
        if (message) ctx.issues.push({ code: 'custom', message, input: value })
      }),
    ),
    z.transform((value) => (value == null || value.trim() === '' ? null : value)),
  ),
})
export type AcceptDisputeInput = z.input<typeof acceptDisputeSchema>
