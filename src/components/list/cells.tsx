import { formatDateTime, formatMoney, humanize, toIsoUtc } from '../../lib/format'

/** EUR first, USD beneath. */
export function MoneyCell({ eur, usd }: { eur: string; usd: string }) {
  return (
    <td className="num">
      {formatMoney(eur, 'EUR')}
      <span className="muted list-second-line">{formatMoney(usd, 'USD')}</span>
    </td>
  )
}

/** A timestamp in Unix seconds, or `empty` while the event has not happened. */
export function DateCell({ seconds, empty = 'Not yet' }: { seconds: number | null; empty?: string }) {
  return (
    <td className="list-date">
      {seconds === null ? (
        <span className="muted">{empty}</span>
      ) : (
        <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>
      )}
    </td>
  )
}

const TONES: Record<string, string> = {
  delivered: 'badge badge--success',
  active: 'badge badge--success',
  refunded: 'badge badge--danger',
}

/** A status as the API sends it; a value this app does not know is shown humanised, in the neutral tone. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={TONES[status] ?? 'badge'}>{humanize(status)}</span>
}

/** The status column: the live API sends `status`, the spec does not. */
export function StatusCell({ status }: { status: string | null }) {
  return <td>{status === null ? <span className="muted">Not sent</span> : <StatusBadge status={status} />}</td>
}
