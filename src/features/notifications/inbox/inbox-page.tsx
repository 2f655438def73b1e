import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RelayEvent, RelayRecordType } from '../../../api/relay'
import { Alert } from '../../../components/ui/alert'
import { buttonClassName } from '../../../components/ui/button'
import { DateTime } from '../../../components/ui/date-time'
import { EmptyState } from '../../../components/ui/empty-state'
import { Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { recordLink } from '../../../lib/record-link'
import { useRelayConnected } from '../connection'
import { eventKindLabel } from '../event-kinds'
import { INBOX_SIZE, relayQueries } from '../queries'
import { relayProblem } from '../relay-problem'
import { markSeen } from '../seen'

const RECORD_NAMES: Record<RelayRecordType, string> = {
  'account-order': 'Account order',
  'item-order': 'Item order',
  'currency-order': 'Currency order',
  'gift-card-order': 'Gift card order',
  dispute: 'Dispute',
}

function RecordLink({ record }: { record: RelayEvent['record'] }) {
  if (!record) return <Muted>No record named</Muted>
  return <Link {...recordLink(record.type, record.id)}>{`${RECORD_NAMES[record.type]} ${record.id}`}</Link>
}

function InboxTable({ events }: { events: readonly RelayEvent[] }) {
  return (
    <Table scrollLabel="Inbox" cards>
      <caption className="visually-hidden">Events, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Kind</TableHead>
          <TableHead>What</TableHead>
          <TableHead>When</TableHead>
          <TableHead>Record</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.cursor}>
            <TableCell card={{ slot: 'status', label: 'Kind' }}>{eventKindLabel(event.event)}</TableCell>
            <TableCell card={{ slot: 'title', label: 'What' }}>
              {event.title ?? '—'}
              {event.body ? (
                <>
                  <br />
                  <Muted>{event.body}</Muted>
                </>
              ) : null}
            </TableCell>
            <TableCell card={{ slot: 'date', label: 'When' }}>
              <DateTime seconds={event.receivedAt} compact fallback="—" />
            </TableCell>
            <TableCell card={{ slot: 'id', label: 'Record' }}>
              <RecordLink record={event.record} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function LiveInboxList() {
  const query = useQuery(relayQueries.inbox())
  const last = query.data?.last
  // Opening the inbox is seeing it: the bell's count starts again from here.
  useEffect(() => {
    if (last !== undefined) markSeen(last)
  }, [last])
  if (query.isError) {
    return (
      <Alert tone="error" role="alert" title="Could not read the relay’s events">
        {relayProblem(query.error)}
      </Alert>
    )
  }
  if (query.isPending) return <PageLoading label="Reading the relay’s events…" />
  const events = [...query.data.events].reverse()
  if (events.length === 0) return <p role="status">No events yet. New orders and disputes show here the moment they happen.</p>
  return (
    <>
      {query.data.leftOut > 0 ? (
        <Alert tone="warning">{`${query.data.leftOut} events the relay sent could not be read and are not listed.`}</Alert>
      ) : null}
      <InboxTable events={events} />
    </>
  )
}

/** The marketplace's events as the relay received them, newest first, each linked to its record. */
export function InboxPage() {
  const connected = useRelayConnected()
  return (
    <Page aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox</h1>
      <Muted as="p">The latest {INBOX_SIZE} events your relay received, newest first. New ones appear as they happen.</Muted>
      {connected ? (
        <LiveInboxList />
      ) : (
        <EmptyState
          title="Not connected to a relay"
          action={
            <Link to="/notifications" className={buttonClassName({ variant: 'primary' })}>
              Connect to your relay
            </Link>
          }
        >
          The inbox lists what your relay receives from the marketplace. Connect this tab to it first.
        </EmptyState>
      )}
    </Page>
  )
}
