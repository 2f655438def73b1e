import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH, tooLong } from '../../api/limits'
import type { OrderMessages, OrderRef } from '../../api/order-messages'
import { ApiError, isApiError } from '../../lib/api-error'
import { clearDraft, getDraft, setDraft } from '../../lib/drafts'
import { noteResourceWrite, resourceKey, resourceWriteWaitMs } from '../../lib/resource-writes'
import { useRetryAfter } from '../../lib/use-retry-after'
import { useWriteCheck } from '../../lib/write-check'
import { CHAT_WRITE_LIMIT } from '../../lib/write-window'
import { orderMessageQueries, useSendMessage } from './queries'
import { sentMessageFound } from './thread'

/** A message on its way, or one whose answer never came: the thread shows it at its end. */
export interface Outgoing {
  text: string
  /** The ids the thread held when it was sent: "Check now" looks for a new one with this text. */
  before: ReadonlySet<string>
}

export interface Refusal {
  message: string
  requestId: string | null
}

/** Why `text` cannot be sent, or null: the server's own rule (required, at most 10000 code points). */
export function replyError(text: string): string | null {
  if (text.trim() === '') return 'Write a message first.'
  return tooLong('The message', CHAT_MESSAGE_MAX_LENGTH, text)
}

function localLimit(waitMs: number): ApiError {
  return new ApiError({
    kind: 'http',
    status: 429,
    message: `The marketplace takes at most ${CHAT_WRITE_LIMIT.perMinute} messages a minute on one order, and you have sent them. Nothing was sent.`,
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  })
}

/**
 * The reply box's state: the text (a draft kept in memory only, src/lib/drafts.ts), the one POST a send makes,
 * the server's refusal with the text kept, a 429's wait, and an answer that never came, which only "Check now"
 * resolves by reading the thread.
 */
export function useReply(order: OrderRef) {
  // An account order's keys are as they were before item orders had conversations.
  const draftKey = order.kind === 'account' ? `order-message:${order.id}` : `order-message:${order.kind}-${order.id}`
  const chatKey = resourceKey(order.kind === 'account' ? 'chat' : 'item-order-chat', order.id)
  const queryClient = useQueryClient()
  const send = useSendMessage(order)
  const retryAfter = useRetryAfter()
  const [text, setText] = useState(() => getDraft(draftKey) ?? '')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null)
  const sending = useRef(false)

  useEffect(() => {
    if (text === '') clearDraft(draftKey)
    else setDraft(draftKey, text)
  }, [draftKey, text])

  const sent = () => {
    setText('')
    setOutgoing(null)
  }

  const writeCheck = useWriteCheck(async () => {
    if (!outgoing) return 'unknown'
    const thread = await queryClient.fetchQuery({ ...orderMessageQueries.thread(order), staleTime: 0 })
    const outcome = sentMessageFound(outgoing.before, thread, outgoing.text)
    if (outcome === 'applied' && text === outgoing.text) sent()
    return outcome
  })

  const submit = async () => {
    if (sending.current || (outgoing && writeCheck.state?.kind !== 'checked')) return
    const error = replyError(text)
    setInvalid(error)
    if (error) return
    setRefusal(null)
    const waitMs = resourceWriteWaitMs(chatKey, Date.now(), CHAT_WRITE_LIMIT)
    if (waitMs > 0) {
      retryAfter.noteFailure(localLimit(waitMs))
      setRefusal({ message: localLimit(waitMs).message, requestId: null })
      return
    }
    sending.current = true
    const thread = queryClient.getQueryData<OrderMessages>(orderMessageQueries.thread(order).queryKey)
    setOutgoing({ text, before: new Set(thread?.messages.map((message) => message.id)) })
    writeCheck.clear()
    noteResourceWrite(chatKey)
    try {
      await send.mutateAsync({ message: text })
      sent()
    } catch (failure) {
      if (!writeCheck.noteFailure(failure)) {
        setOutgoing(null)
        retryAfter.noteFailure(failure)
        setRefusal({
          message: isApiError(failure) ? failure.message : 'The message was not sent.',
          requestId: isApiError(failure) ? failure.requestId : null,
        })
      }
    } finally {
      sending.current = false
    }
  }

  const change = (value: string) => {
    setText(value)
    if (invalid) setInvalid(replyError(value))
  }

  return {
    text,
    change,
    submit,
    invalid,
    refusal,
    outgoing,
    pending: send.isPending,
    waitSeconds: retryAfter.waitSeconds,
    writeCheck,
  }
}

export type Reply = ReturnType<typeof useReply>
