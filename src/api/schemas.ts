import { z } from 'zod/mini'
import { CREDENTIALS_MAX_LENGTH, disputeMessage, disputeMessageError, tooLong } from './limits'

/*
 * The request bodies, shared by the forms and the client (which loads them with the first write). The error
 * body is read by error-body.ts; answers with records field by field (responses.ts).
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
