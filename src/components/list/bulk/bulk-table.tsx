import type { ReactNode } from 'react'
import type { BulkChange, BulkItem } from '../../../lib/bulk-change'
import { humanize } from '../../../lib/format'
import type { PriceRule } from '../../../lib/price-change'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table'
import { Muted } from '../../ui/text'

interface BulkTableProps {
  change: BulkChange
  items: readonly BulkItem[]
  /** The last column: the note before sending, the outcome after. */
  last: { header: string; cell: (item: BulkItem) => ReactNode }
}

const price = (value: string | null) => (value === null ? <Muted>Not known</Muted> : `€${value}`)
const status = (value: string | null) => (value === null ? <Muted>Not known</Muted> : humanize(value))

/** What the seller is told of an offer before sending: why it is not sent, or that its price is the minimum. */
export function itemNote(item: BulkItem, rule: PriceRule): string {
  if (item.skip) return `Not sent: ${item.skip}`
  if (item.clamped) return `Raised to the lowest price the field takes, €${rule.min}.`
  return ''
}

/** Each offer with its price (or status) before and after, and a last column. */
export function BulkTable({ change, items, last }: BulkTableProps) {
  const what = change.kind === 'price' ? 'price' : 'status'
  const show = change.kind === 'price' ? price : status
  return (
    <Table cards aria-label="Offers and the change">
      <TableHeader>
        <TableRow>
          <TableHead>Offer</TableHead>
          <TableHead>Title</TableHead>
          <TableHead numeric={what === 'price'}>{`${humanize(what)} before`}</TableHead>
          <TableHead numeric={what === 'price'}>{`${humanize(what)} after`}</TableHead>
          <TableHead>{last.header}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.offerId}>
            <TableCell card={{ slot: 'id', label: 'Offer' }}>{item.offerId}</TableCell>
            <TableCell card={{ slot: 'title', label: 'Title' }}>{item.title ?? <Muted>No title</Muted>}</TableCell>
            <TableCell numeric={what === 'price'} card={{ slot: 'detail', label: `${humanize(what)} before` }}>
              {show(item.before)}
            </TableCell>
            <TableCell numeric={what === 'price'} card={{ slot: 'amount', label: `${humanize(what)} after` }}>
              {item.skip ? <Muted>Unchanged</Muted> : show(item.after)}
            </TableCell>
            <TableCell card={{ slot: 'detail', label: last.header }}>{last.cell(item)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
