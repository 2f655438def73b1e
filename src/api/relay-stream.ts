import { RelayError, relayAddress, readRelayEvent, type RelayEvent } from './relay'
import { relayKey } from './relay-key'

/*
 * The relay's live stream (`GET /api/events/stream`, Server-Sent Events) read with fetch: an EventSource cannot
 * send the Authorization header. Loaded only while a relay is connected.
 */

export interface SseMessage {
  id: string | null
  event: string
  data: string
}

/** Splits what has arrived into whole messages and the unfinished rest (the SSE format, comments skipped). */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  const messages: SseMessage[] = []
  for (const block of blocks) {
    let id: string | null = null
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'id') id = value
      else if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
    if (data.length > 0) messages.push({ id, event, data: data.join('\n') })
  }
  return { messages, rest }
}

export function readStreamEvent(message: SseMessage): RelayEvent | null {
  if (message.event !== 'relay-event') return null
  try {
    return readRelayEvent(JSON.parse(message.data))
  } catch {
    return null
  }
}

interface FollowOptions {
  /** The last cursor already had: the relay sends what came after it. */
  after: number
  signal: AbortSignal
  onOpen: () => void
  onEvent: (event: RelayEvent) => void
}

/** Follows the stream until it ends (resolves) or fails (rejects with a RelayError). */
export async function followRelayStream({ after, signal, onOpen, onEvent }: FollowOptions): Promise<void> {
  let response: Response
  try {
    response = await fetch(relayAddress(`api/events/stream?after=${after}`), {
      signal,
      headers: { Authorization: `Bearer ${relayKey() ?? ''}`, Accept: 'text/event-stream', 'Last-Event-ID': String(after) },
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new RelayError('network', 'The relay could not be reached.')
  }
  if (!response.ok || !response.body) throw new RelayError('http', `The relay answered HTTP ${response.status}.`, response.status)
  onOpen()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      const { messages, rest } = parseSse(buffer + value)
      buffer = rest
      for (const message of messages) {
        const event = readStreamEvent(message)
        if (event) onEvent(event)
      }
    }
  } catch (error) {
    if (signal.aborted) throw error
    throw new RelayError('network', 'The relay’s stream was cut.')
  } finally {
    reader.releaseLock()
  }
}
