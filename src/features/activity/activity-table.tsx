import type { ActivityEntry } from '../../lib/activity-log'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table'
import { Muted } from '../../components/ui/text'
import { ItemLink } from './item-link'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <Table scrollLabel="Activity entries" cards>
      <caption className="visually-hidden">Activity, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Item</TableHead>
          <TableHead>Outcome</TableHead>
          <TableHead>Request id</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell card={{ slot: 'date', label: 'Time' }}>
              <time dateTime={new Date(entry.at).toISOString()}>{timeFormat.format(entry.at)}</time>
            </TableCell>
            <TableCell card={{ slot: 'title', label: 'Action' }}>{entry.action}</TableCell>
            <TableCell card={{ slot: 'id', label: 'Item' }}>
              <ItemLink itemType={entry.itemType} itemId={entry.itemId} />
            </TableCell>
            <TableCell card={{ slot: 'status', label: 'Outcome' }}>
              {entry.outcome === 'succeeded' ? (
                <>
                  Succeeded
                  {entry.message ? <Muted>: {entry.message}</Muted> : null}
                </>
              ) : (
                <>
                  Failed{entry.status ? ` (${entry.status})` : ''}
                  {entry.message ? <Muted>: {entry.message}</Muted> : null}
                </>
              )}
            </TableCell>
            <TableCell card={{ slot: 'detail', label: 'Request id' }}>
              <code>{entry.requestId ?? '—'}</code>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
