import type { DisputeEvent } from '../../../api/records/dispute-case'
import { formatCount, humanize } from '../../../lib/format'
import { safeHttpUrl } from '../../../lib/safe-url'
import { payloadLines } from '../payload-summary'
import { DateTime } from '../../../components/ui/date-time'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { LongText, Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import styles from '../disputes.module.css'

function actorName(event: DisputeEvent): string {
  if (event.actor_username) return event.actor_username
  if (event.actor_id !== null) return `User ${event.actor_id}`
  return 'Marketplace'
}

/** The case's events, oldest first, as a timeline. */
export function DisputeEvents({ events }: { events: DisputeEvent[] }) {
  if (events.length === 0) return <Muted as="p">No events yet.</Muted>
  // An event whose time could not be read goes last.
  const time = (event: DisputeEvent) => event.created_at ?? Infinity
  const sorted = [...events].sort((a, b) => time(a) - time(b) || a.id - b.id)
  return (
    <ol className={styles.events} aria-label="Events of the case">
      {sorted.map((event) => {
        const lines = payloadLines(event.payload ?? {})
        const urls = event.evidence_urls ?? []
        const evidence = urls.map(safeHttpUrl).filter((url): url is string => url !== null)
        const hidden = urls.length - evidence.length
        return (
          <li key={event.id} className={styles.event}>
            <p>
              <strong>{event.type ? humanize(event.type) : 'Event'}</strong> by {actorName(event)},{' '}
              <ReadField record={event} field="created_at">
                {(seconds) => <DateTime seconds={seconds} />}
              </ReadField>
            </p>
            {lines.length > 0 ? (
              <KeyValues layout="inline">
                {lines.map((line) => (
                  <KeyValue key={line.label} label={`${line.label}:`}>
                    <LongText as="span">{line.text}</LongText>
                  </KeyValue>
                ))}
              </KeyValues>
            ) : null}
            {evidence.length > 0 ? (
              <ul className={styles.evidence} aria-label="Evidence">
                {evidence.map((url, index) => (
                  <li key={`${index}-${url}`}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      Evidence {index + 1}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>{' '}
                    <Muted>{new URL(url).hostname}</Muted>
                  </li>
                ))}
              </ul>
            ) : null}
            {hidden > 0 ? (
              <Muted as="p">
                {formatCount(hidden, 'evidence link is', 'evidence links are')} not shown: only http and https
                addresses are allowed.
              </Muted>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
