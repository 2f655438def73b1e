import { formatDateTime, toIsoUtc } from '../../../lib/format'

/** A timestamp in Unix seconds, or `empty` while the event has not happened. */
export function DateCell({ seconds, empty = 'Not yet' }: { seconds: number | null; empty?: string }) {
  return (
    <td className="gco-date">
      {seconds === null ? (
        <span className="muted">{empty}</span>
      ) : (
        <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>
      )}
    </td>
  )
}
