import type { ActivityEntry } from '../../lib/activity-log'
import { ItemLink } from './item-link'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Activity, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Action</th>
            <th scope="col">Item</th>
            <th scope="col">Outcome</th>
            <th scope="col">Request id</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={new Date(entry.at).toISOString()}>{timeFormat.format(entry.at)}</time>
              </td>
              <td>{entry.action}</td>
              <td>
                <ItemLink itemType={entry.itemType} itemId={entry.itemId} />
              </td>
              <td>
                {entry.outcome === 'succeeded' ? (
                  'Succeeded'
                ) : (
                  <>
                    Failed{entry.status ? ` (${entry.status})` : ''}
                    {entry.message ? <span className="muted">: {entry.message}</span> : null}
                  </>
                )}
              </td>
              <td>
                <code>{entry.requestId ?? '—'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
