import type { ReactNode } from 'react'
import { formatCount, formatMoney, humanize } from '../../lib/format'
import { Alert } from './alert'
import { KeyValue } from './key-values'
import { Muted } from './text'

const MAX_RAW_LENGTH = 2000

function rawText(raw: unknown): string {
  if (raw === undefined) return '(missing)'
  let text: string
  try {
    // JSON, so that the text "12" and the number 12 look different.
    text = JSON.stringify(raw) ?? String(raw)
  } catch {
    text = String(raw)
  }
  return text.length > MAX_RAW_LENGTH ? `${text.slice(0, MAX_RAW_LENGTH)}…` : text
}

/**
 * A value the API sent that could not be read. Its raw value is shown as text on demand, except for a
 * secret (credentials, a gift card key): that is never put on the page.
 */
export function UnreadableValue({ raw, secret = false }: { raw: unknown; secret?: boolean }) {
  if (secret) {
    return (
      <span>
        Unreadable value <Muted>(secret, not shown)</Muted>
      </span>
    )
  }
  return (
    <details>
      <summary>Unreadable value</summary>
      <code>{rawText(raw)}</code>
    </details>
  )
}

interface ReadFieldProps<R extends { readonly unreadable: object }, K extends keyof R> {
  record: R
  field: K
  children: (value: NonNullable<R[K]>) => ReactNode
  /** What a field that is rightly empty (null) shows. */
  empty?: ReactNode
  secret?: boolean
}

/** One field of a record read from the API: its value, its empty text, or the unreadable mark. */
export function ReadField<R extends { readonly unreadable: object }, K extends keyof R>({
  record,
  field,
  children,
  empty = null,
  secret,
}: ReadFieldProps<R, K>) {
  const unreadable = record.unreadable as Partial<Record<K, unknown>>
  if (field in unreadable) return <UnreadableValue raw={unreadable[field]} secret={secret} />
  const value = record[field]
  return <>{value === null || value === undefined ? empty : children(value)}</>
}

/** A labelled row of a record's details whose value is one field, read as `ReadField` reads it. */
export function ReadRow<R extends { readonly unreadable: object }, K extends keyof R>({
  label,
  ...field
}: ReadFieldProps<R, K> & { label: string }) {
  return (
    <KeyValue label={label}>
      <ReadField {...field} />
    </KeyValue>
  )
}

/** An amount in euro, "Not sent" when empty, with its dollar amount beside it: each field read on its own. */
export function EurUsd<R extends { readonly unreadable: object }, K extends keyof R>({ record, eur, usd }: { record: R; eur: K; usd: K }) {
  return (
    <>
      <ReadField record={record} field={eur} empty={<Muted>Not sent</Muted>}>
        {(amount) => formatMoney(String(amount), 'EUR')}
      </ReadField>{' '}
      <Muted>
        <ReadField record={record} field={usd}>
          {(amount) => `(${formatMoney(String(amount), 'USD')})`}
        </ReadField>
      </Muted>
    </>
  )
}

/**
 * The unreadable mark of a field shown beside another one (a face value's unit, a dispute's case id), or
 * nothing while that field reads well: its readable value is already part of the other field's text.
 */
export function UnreadableMark<R extends { readonly unreadable: object }>({
  record,
  field,
  prefix = ' ',
  suffix = '',
}: {
  record: R
  field: keyof R
  prefix?: string
  suffix?: string
}) {
  const unreadable = record.unreadable as Partial<Record<keyof R, unknown>>
  if (!(field in unreadable)) return null
  return (
    <>
      {prefix}
      <UnreadableValue raw={unreadable[field]} />
      {suffix}
    </>
  )
}

/** The page's one note about what could not be read; nothing when all was read. */
export function UnreadableNote({ fields, leftOut = 0 }: { fields: number; leftOut?: number }) {
  if (fields === 0 && leftOut === 0) return null
  const parts: string[] = []
  if (fields > 0) {
    parts.push(`${formatCount(fields, 'field')} could not be read and ${fields === 1 ? 'is' : 'are'} marked.`)
  }
  if (leftOut > 0) {
    parts.push(`${formatCount(leftOut, 'record was', 'records were')} left out: ${leftOut === 1 ? 'its' : 'their'} id could not be read.`)
  }
  return (
    <Alert tone="warning" role="note">
      {parts.join(' ')}
    </Alert>
  )
}

interface Party {
  readonly username: string
  readonly id: number
}

/** A record's status as the API names it, in words ("In delivery"); "Not sent" when it has none. */
export function StatusRow<R extends { readonly unreadable: object; readonly status: string | null }>({ record }: { record: R }) {
  return (
    <ReadRow label="Status" record={record} field="status" empty={<Muted>Not sent</Muted>}>
      {(status: string) => humanize(status)}
    </ReadRow>
  )
}

/** The game an offer or an order belongs to, "Not sent" when it has none. */
export function GameRow<R extends { readonly unreadable: object; readonly game: { readonly name: string } | null }>({ record }: { record: R }) {
  return (
    <ReadRow label="Game" record={record} field="game" empty={<Muted>Not sent</Muted>}>
      {(game: { readonly name: string }) => game.name}
    </ReadRow>
  )
}

/** The buyer of an order, as every order page names them: the username and, quieter, the id. */
export function BuyerRow<R extends { readonly unreadable: object; readonly buyer: Party | null }>({ record }: { record: R }) {
  return (
    <ReadRow label="Buyer" record={record} field="buyer">
      {(buyer: Party) => (
        <>
          {buyer.username} <Muted>(id {buyer.id})</Muted>
        </>
      )}
    </ReadRow>
  )
}
