import { useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useWriteCheck, type WriteCheckOutcome } from '../../lib/write-check'
import { toast } from '../ui/toast-store'

interface NewOfferSaveOptions<V extends FieldValues, S, B> {
  form: UseFormReturn<V>
  /** The create: one POST, never retried. */
  create: { isPending: boolean; mutateAsync: (body: B) => Promise<{ offer: { id: number } }> }
  /** The messages of what was typed, by the form's field names; empty when it may go. */
  messages: (values: V) => Record<string, string>
  /** What the request sends. */
  body: (values: V) => B
  /** What the check after an unknown outcome looks for (the game, the title), with the time it was sent. */
  sentOf: (values: V) => S
  check: (sent: S & { at: number }) => Promise<WriteCheckOutcome>
  /** The server's refusal as the form's field names have it. */
  serverMessages: (error: unknown) => Record<string, string>
  show: (messages: Record<string, string>) => void
  done: string
  /** What Check says when it finds the new offer. */
  applied: string
  open: (offerId: number) => Promise<void>
}

/**
 * A new offer's submit: checked before sending, one POST, then the new draft's page; a refusal lands on its fields
 * with what was typed kept, and an unknown outcome waits for the seller's Check.
 */
export function useNewOfferSave<V extends FieldValues, S, B>(options: NewOfferSaveOptions<V, S, B>) {
  const { form, create, messages, body, sentOf, check, serverMessages, show, done, applied, open } = options
  const [failure, setFailure] = useState<unknown>(null)
  const sent = useRef<(S & { at: number }) | null>(null)
  const writeCheck = useWriteCheck(async () => (sent.current ? check(sent.current) : 'not-applied'))

  const save = async (values: V) => {
    if (create.isPending) return
    setFailure(null)
    writeCheck.clear()
    form.clearErrors()
    const found = messages(values)
    if (Object.keys(found).length > 0) return show(found)
    sent.current = { ...sentOf(values), at: Date.now() / 1000 }
    try {
      const { offer } = await create.mutateAsync(body(values))
      toast.success(done)
      await open(offer.id)
    } catch (error) {
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      show(serverMessages(error))
    }
  }

  /** The props of the form's NewOfferFooter, but for `ready`. */
  const footer = { failure, check: { state: writeCheck.state, run: () => void writeCheck.runCheck(), applied }, pending: create.isPending }
  return { save, footer }
}
