import { formatDateTime, formatMoney, toIsoUtc } from '../../lib/format'
import { StatusBadge } from '../ui/status-badge'
import { ReadField } from '../ui/unreadable-value'

/** A record read from the API: its fields, and which of them could not be read. */
type Read = { readonly unreadable: object }
/** The fields of `R` whose values are of type `T` (or null). */
type FieldOf<R, T> = { [K in keyof R]: R[K] extends T | null ? K : never }[keyof R] & string

/** EUR first, USD beneath; an amount that could not be read is marked. */
export function MoneyCell<R extends Read>({ record, eur, usd }: { record: R; eur: FieldOf<R, string>; usd: FieldOf<R, string> }) {
  return (
    <td className="num">
      <ReadField record={record} field={eur}>
        {(amount) => formatMoney(amount as string, 'EUR')}
      </ReadField>
      <span className="muted list-second-line">
        <ReadField record={record} field={usd}>
          {(amount) => formatMoney(amount as string, 'USD')}
        </ReadField>
      </span>
    </td>
  )
}

/** A timestamp in Unix seconds, `empty` while the event has not happened, or the unreadable mark. */
export function DateCell<R extends Read>({ record, field, empty = 'Not yet' }: { record: R; field: FieldOf<R, number>; empty?: string }) {
  return (
    <td className="list-date">
      <ReadField record={record} field={field} empty={<span className="muted">{empty}</span>}>
        {(seconds) => <time dateTime={toIsoUtc(seconds as number)}>{formatDateTime(seconds as number)}</time>}
      </ReadField>
    </td>
  )
}

/** Text of a record, or the unreadable mark. */
export function TextCell<R extends Read>({ record, field, className }: { record: R; field: FieldOf<R, string>; className?: string }) {
  return (
    <td className={className}>
      <ReadField record={record} field={field}>
        {(text) => text as string}
      </ReadField>
    </td>
  )
}

/** A user (`{ id, username }`): the name, the id beneath. */
export function UserCell<R extends Read>({ record, field }: { record: R; field: FieldOf<R, { id: number; username: string }> }) {
  return (
    <td>
      <ReadField record={record} field={field}>
        {(value) => {
          const user = value as unknown as { id: number; username: string }
          return (
            <>
              {user.username}
              <span className="muted list-second-line">#{user.id}</span>
            </>
          )
        }}
      </ReadField>
    </td>
  )
}

/** The status column: the live API sends `status`, the spec does not. */
export function StatusCell<R extends Read & { readonly status: string | null }>({ record }: { record: R }) {
  return (
    <td>
      <ReadField record={record} field="status" empty={<span className="muted">Not sent</span>}>
        {(status) => <StatusBadge status={status as string} />}
      </ReadField>
    </td>
  )
}
