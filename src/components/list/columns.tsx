import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDateTime, formatMoney, toIsoUtc } from '../../lib/format'
import type { CardSlot } from '../ui/card-cell'
import { StatusBadge } from '../ui/status-badge'
import { TableCell } from '../ui/table'
import { Muted } from '../ui/text'
import { ReadField } from '../ui/unreadable-value'
import styles from './list.module.css'
import type { ListColumn } from './list-table'

/** A record read from the API: its id, its fields, and which of them could not be read. */
type Read = { readonly id: number; readonly unreadable: object }
/** The fields of `R` whose values are of type `T` (or null). */
type FieldOf<R, T> = { [K in keyof R]: R[K] extends T | null ? K : never }[keyof R] & string

interface FieldColumnOptions<R> {
  /** What the cell shows when the record has no value. */
  empty?: ReactNode
  sortKey?: string
  numeric?: boolean
  /** A muted second line beneath the value. */
  below?: (record: R) => ReactNode
  key?: string
  /** Its place on a phone's card, when it is the record's title, status, amount or date that matters. */
  card?: CardSlot
}

/** A column showing one field of the record, or the unreadable mark. */
export function fieldColumn<R extends Read, K extends keyof R & string>(
  header: string,
  field: K,
  show: (value: NonNullable<R[K]>, record: R) => ReactNode,
  { empty = null, sortKey, numeric, below, key = field, card }: FieldColumnOptions<R> = {},
): ListColumn<R> {
  return {
    key,
    header,
    sortKey,
    numeric,
    card,
    cell: (record) => (
      <TableCell numeric={numeric}>
        <ReadField record={record} field={field} empty={empty}>
          {(value) => show(value, record)}
        </ReadField>
        {below ? <Muted className={styles.secondLine}>{below(record)}</Muted> : null}
      </TableCell>
    ),
  }
}

/** The record's id; unless `linked` is false, the link that opens it (for the keyboard and for new tabs). */
export function idColumn<R extends Read>(header = 'Id', linked = true): ListColumn<R> {
  return {
    key: 'id',
    header,
    sortKey: 'id',
    card: 'id',
    cell: (record, link) => (
      <TableCell>
        {linked ? (
          <Link {...link} className={styles.rowLink}>
            {record.id}
          </Link>
        ) : (
          record.id
        )}
      </TableCell>
    ),
  }
}

/** The record's title. */
export function titleColumn<R extends Read & { readonly title: string | null }>(): ListColumn<R> {
  return {
    key: 'title',
    header: 'Title',
    card: 'title',
    cell: (record) => (
      <TableCell className={styles.rowTitle}>
        <ReadField record={record} field="title">
          {(text) => text as string}
        </ReadField>
      </TableCell>
    ),
  }
}

/** EUR first, USD beneath; an amount that could not be read is marked. */
export function moneyColumn<R extends Read>(
  header: string,
  eur: FieldOf<R, string>,
  usd: FieldOf<R, string>,
  sortKey: string,
): ListColumn<R> {
  return fieldColumn<R, typeof eur>(header, eur, (amount) => formatMoney(amount as string, 'EUR'), {
    sortKey,
    numeric: true,
    card: 'amount',
    below: (record) => (
      <ReadField record={record} field={usd}>
        {(amount) => formatMoney(amount as string, 'USD')}
      </ReadField>
    ),
  })
}

/** A timestamp in Unix seconds, sortable by its field; `empty` while the event has not happened. */
export function dateColumn<R extends Read>(
  header: string,
  field: FieldOf<R, number>,
  empty = 'Not yet',
): ListColumn<R> {
  return {
    key: field,
    header,
    sortKey: field,
    card: 'date',
    cell: (record) => (
      <TableCell className={styles.date}>
        <ReadField record={record} field={field} empty={<Muted>{empty}</Muted>}>
          {(seconds) => <time dateTime={toIsoUtc(seconds as number)}>{formatDateTime(seconds as number)}</time>}
        </ReadField>
      </TableCell>
    ),
  }
}

/** A user (`{ id, username }`): the name, the id beneath. */
export function userColumn<R extends Read>(
  header: string,
  field: FieldOf<R, { id: number; username: string }>,
): ListColumn<R> {
  return fieldColumn<R, typeof field>(header, field, (value) => {
    const user = value as unknown as { id: number; username: string }
    return (
      <>
        {user.username}
        <Muted className={styles.secondLine}>#{user.id}</Muted>
      </>
    )
  })
}

/** The status column: the live API sends `status`, the spec does not. */
export function statusColumn<R extends Read & { readonly status: string | null }>(): ListColumn<R> {
  return fieldColumn<R, 'status'>('Status', 'status', (status) => <StatusBadge status={status as string} />, {
    empty: <Muted>Not sent</Muted>,
    card: 'status',
  })
}
