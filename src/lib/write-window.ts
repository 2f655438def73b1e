/*
 * The documented limit on writes to one resource (the same order, offer or case): 5 a minute and 10 an hour;
 * chat: 5 a minute. A pure module: given when the past writes went (milliseconds), it says when the next may go.
 * The app counts its own writes with it before sending (resource-writes.ts), and the mock backend refuses with it.
 */

export interface WriteLimit {
  perMinute: number
  perHour: number
}

export const RESOURCE_WRITE_LIMIT: WriteLimit = { perMinute: 5, perHour: 10 }
export const CHAT_WRITE_LIMIT: WriteLimit = { perMinute: 5, perHour: Number.POSITIVE_INFINITY }

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** The writes of the last hour, oldest first: all a window needs to keep. */
export function recentWrites(past: readonly number[], now: number): number[] {
  return past.filter((at) => at > now - HOUR_MS && at <= now).sort((a, b) => a - b)
}

/** When the next write may go: `now` when it may go at once, else the moment the oldest write in the way leaves. */
export function nextWriteAt(past: readonly number[], now: number, limit: WriteLimit = RESOURCE_WRITE_LIMIT): number {
  const hour = recentWrites(past, now)
  const minute = hour.filter((at) => at > now - MINUTE_MS)
  let next = now
  if (minute.length >= limit.perMinute) next = Math.max(next, minute[minute.length - limit.perMinute]! + MINUTE_MS)
  if (hour.length >= limit.perHour) next = Math.max(next, hour[hour.length - limit.perHour]! + HOUR_MS)
  return next
}

/** Whether one more write may go at `now`. */
export function mayWrite(past: readonly number[], now: number, limit: WriteLimit = RESOURCE_WRITE_LIMIT): boolean {
  return nextWriteAt(past, now, limit) <= now
}
