import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { getDeliveries, getLatestRelayEvents, type RelayEvent } from '../../api/relay'

/** The inbox shows the newest events the relay kept, up to this many. */
export const INBOX_SIZE = 200

export interface Inbox {
  /** Oldest first, as the relay orders them; at most INBOX_SIZE. */
  events: RelayEvent[]
  /** The last cursor the relay has given: the stream follows from it. */
  last: number
  /** Events the relay sent that could not be read (no cursor). */
  leftOut: number
}

async function readInbox(signal: AbortSignal): Promise<Inbox> {
  const { events, next, leftOut } = await getLatestRelayEvents(INBOX_SIZE, { signal })
  return { events, last: next, leftOut }
}

export const relayQueries = {
  all: () => ['relay'] as const,
  /** Kept fresh by the live stream, which adds each event as it comes. */
  inbox: () =>
    queryOptions({ queryKey: ['relay', 'inbox'] as const, queryFn: ({ signal }) => readInbox(signal), staleTime: Infinity }),
  /** Read afresh each time the page shows them: deliveries move on their own (retried, then dead). */
  deliveries: () =>
    queryOptions({ queryKey: ['relay', 'deliveries'] as const, queryFn: ({ signal }) => getDeliveries({ signal }), staleTime: 0 }),
}

/** Adds an event from the stream to the inbox, once: one the inbox already holds (a replay) changes nothing. */
export function addToInbox(inbox: Inbox, event: RelayEvent): Inbox {
  if (inbox.events.some((held) => held.cursor === event.cursor)) return { ...inbox, last: Math.max(inbox.last, event.cursor) }
  const events = [...inbox.events, event].sort((a, b) => a.cursor - b.cursor).slice(-INBOX_SIZE)
  return { ...inbox, events, last: Math.max(inbox.last, event.cursor) }
}

export function receiveEvent(queryClient: QueryClient, event: RelayEvent): void {
  queryClient.setQueryData(relayQueries.inbox().queryKey, (inbox) => (inbox ? addToInbox(inbox, event) : inbox))
}
