import { useQuery } from '@tanstack/react-query'
import type { Delivery } from '../../../api/relay'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { DateTime } from '../../../components/ui/date-time'
import { PageLoading } from '../../../components/ui/page-loading'
import { SectionCard } from '../../../components/ui/section-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { eventKindLabel } from '../event-kinds'
import { relayQueries } from '../queries'
import { relayProblem } from '../relay-problem'

const DESTINATIONS: Record<string, string> = { push: 'Push', discord: 'Discord', telegram: 'Telegram' }
const STATES: Record<string, string> = { pending: 'Waiting', retrying: 'Retrying', delivered: 'Delivered', dead: 'Dead: gave up' }

function DeliveryRows({ deliveries, caption }: { deliveries: readonly Delivery[]; caption: string }) {
  return (
    <Table scrollLabel={caption} cards>
      <caption className="visually-hidden">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>To</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Tries</TableHead>
          <TableHead>Last error</TableHead>
          <TableHead>Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell card={{ slot: 'title', label: 'Event' }}>{delivery.title ?? eventKindLabel(delivery.event)}</TableCell>
            <TableCell card={{ slot: 'detail', label: 'To' }}>
              {DESTINATIONS[delivery.destination ?? ''] ?? delivery.destination ?? '—'}
              {delivery.destination === 'push' && delivery.target ? <Muted> ({delivery.target})</Muted> : null}
            </TableCell>
            <TableCell card={{ slot: 'status', label: 'State' }}>{STATES[delivery.state ?? ''] ?? delivery.state ?? '—'}</TableCell>
            <TableCell card={{ slot: 'detail', label: 'Tries' }}>{delivery.attempts ?? '—'}</TableCell>
            <TableCell card={{ slot: 'detail', label: 'Last error' }}>{delivery.lastError ?? '—'}</TableCell>
            <TableCell card={{ slot: 'date', label: 'Updated' }}>
              <DateTime seconds={delivery.updatedAt} compact fallback="—" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** What the relay delivered lately, and every delivery it gave up on. */
export function Deliveries() {
  const query = useQuery(relayQueries.deliveries())
  const refresh = (
    <Button size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      Refresh
    </Button>
  )
  const deliveries = query.data?.deliveries ?? []
  const dead = deliveries.filter((delivery) => delivery.state === 'dead')
  return (
    <SectionCard title="Deliveries" actions={refresh}>
      {query.isError ? (
        <Alert tone="error" role="alert" title="Could not read the relay’s deliveries">
          {relayProblem(query.error)}
        </Alert>
      ) : query.isPending ? (
        <PageLoading label="Reading the relay’s deliveries…" />
      ) : deliveries.length === 0 ? (
        <p>The relay has delivered nothing yet.</p>
      ) : (
        <>
          {dead.length > 0 ? (
            <Alert tone="warning" title={dead.length === 1 ? '1 delivery ended dead' : `${dead.length} deliveries ended dead`}>
              <p>The relay tried each of these until its last try and gave up. The event is still in the inbox.</p>
              <DeliveryRows deliveries={dead} caption="Dead deliveries" />
            </Alert>
          ) : null}
          <DeliveryRows deliveries={deliveries} caption="Recent deliveries, newest first" />
        </>
      )}
    </SectionCard>
  )
}
