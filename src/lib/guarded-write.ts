import { ApiError } from './api-error'
import { noteResourceWrite, resourceWriteWaitMs } from './resource-writes'

let timeFormat: Intl.DateTimeFormat | undefined

/** "14:05:09": when a resource may be written to again. */
export function formatWriteTime(ms: number): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })
  return timeFormat.format(new Date(ms))
}

/**
 * Sends a write to one resource only while the documented limit (5 a minute, 10 an hour) lets it go, counted
 * across this browser's tabs; otherwise refuses before anything is sent, saying when it may go. A write that is
 * sent is counted whatever its answer: the server counted it too.
 */
export async function guardedWrite<T>(key: string, what: string, send: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const at = now()
  const waitMs = resourceWriteWaitMs(key, at)
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000)
    throw new ApiError({
      kind: 'invalid_request',
      status: 429,
      message:
        `${what} was changed as often as the marketplace allows (5 times a minute, 10 an hour). ` +
        `It can change again at ${formatWriteTime(at + waitMs)} (in ${seconds} s). Nothing was sent.`,
      retryAfterSeconds: seconds,
    })
  }
  noteResourceWrite(key, at)
  return send()
}
