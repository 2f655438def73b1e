import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { RelayError } from '../../../api/relay'
import { followRelayStream } from '../../../api/relay-stream'
import { toast } from '../../../components/ui/toast-store'
import { eventKindLabel } from '../event-kinds'
import { receiveEvent, relayQueries } from '../queries'
import { countUnseen, markSeen, readSeenCursor, subscribeToSeen } from '../seen'
import { InboxBell } from './inbox-bell'
import { refreshTouched } from './refresh'
import { runStream, type StreamStatus } from './stream-loop'

const INBOX_RETRY_MS = 5000

/** Follows the relay while connected: each new event joins the inbox, refreshes what it touches and is told. */
function useRelayStream(ready: boolean): StreamStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<StreamStatus>('connecting')
  useEffect(() => {
    if (!ready) return
    const controller = new AbortController()
    void runStream({
      after: queryClient.getQueryData(relayQueries.inbox().queryKey)?.last ?? 0,
      signal: controller.signal,
      follow: followRelayStream,
      onStatus: setStatus,
      onEvent: (event) => {
        receiveEvent(queryClient, event)
        refreshTouched(queryClient, event)
        toast.info(event.title ?? eventKindLabel(event.event), event.body ? { details: event.body } : undefined)
      },
    })
    return () => controller.abort()
  }, [ready, queryClient])
  return status
}

export function LiveInbox() {
  const inbox = useQuery(relayQueries.inbox())
  const seen = useSyncExternalStore(subscribeToSeen, readSeenCursor)
  const streamStatus = useRelayStream(inbox.isSuccess)
  const refused = inbox.error instanceof RelayError && inbox.error.status === 401
  const { refetch, isError, data } = inbox

  // What was there before the seller ever looked is not new to them.
  useEffect(() => {
    if (data && seen === null) markSeen(data.last)
  }, [data, seen])

  // A relay that could not be read is tried again; a refused key waits for the seller.
  useEffect(() => {
    if (!isError || refused) return
    const timer = setTimeout(() => void refetch(), INBOX_RETRY_MS)
    return () => clearTimeout(timer)
  }, [isError, refused, refetch])

  const status: StreamStatus = refused ? 'refused' : isError ? 'reconnecting' : streamStatus
  const count = countUnseen(data?.events.map((event) => event.cursor) ?? [], seen)
  return <InboxBell count={count} status={status} />
}
