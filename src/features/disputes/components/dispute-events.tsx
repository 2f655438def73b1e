import type { DisputeEvent } from '../../../api/records/dispute-case'
import { humanize } from '../../../lib/format'
import { safeHttpUrl } from '../../../lib/safe-url'
import { payloadLines } from '../payload-summary'
import { DateTime } from '../../../components/ui/date-time'
import { ReadField } from '../../../components/ui/unreadable-value'

function actorName(event: DisputeEvent): string {
  if (event.actor_username) return event.actor_username
  if (event.actor_id !== null) return `User ${event.actor_id}`
  return 'Marketplace'
}

/** The case's events, oldest first, as a timeline. */
export function DisputeEvents({ events }: { events: DisputeEvent[] }) {
  if (events.length === 0) return <p className="muted">No events yet.</p>
  // An event whose time could not be read goes last.
  const time = (event: DisputeEvent) => event.created_at ?? Infinity
  const sorted = [...events].sort((a, b) => time(a) - time(b) || a.id - b.id)
  return (
    <ol className="dispute-events" aria-label="Events of the case">
      {sorted.map((event) => {
        const lines = payloadLines(event.payload ?? {})
        const urls = event.evidence_urls ?? []
        const evidence = urls.map(safeHttpUrl).filter((url): url is string => url !== null)
        const hidden = urls.length - evidence.length
        return (
          <li key={event.id} className="dispute-events__item">
            <p className="dispute-events__head">
              <strong>{event.type ? humanize(event.type) : 'Event'}</strong> by {actorName(event)},{' '}
              <ReadField record={event} field="created_at">
                {(seconds) => <DateTime seconds={seconds} />}
              </ReadField>
            </p>
            {lines.length > 0 ? (
              <dl className="dispute-events__payload">
                {lines.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}:</dt> <dd>{line.text}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {evidence.length > 0 ? (
              <ul className="dispute-events__evidence" aria-label="Evidence">
                {evidence.map((url, index) => (
                  <li key={`${index}-${url}`}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      Evidence {index + 1}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>{' '}
                    <span className="muted dispute-events__url">{new URL(url).hostname}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {hidden > 0 ? (
              <p className="muted">
                {hidden === 1 ? '1 evidence link is' : `${hidden} evidence links are`} not shown: only http and https
                addresses are allowed.
              </p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
