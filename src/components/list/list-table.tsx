import { useNavigate, type LinkOptions } from '@tanstack/react-router'
import { use, type MouseEvent, type ReactNode } from 'react'
import { CardCellContext, type CardSlot } from '../ui/card-cell'
import { cx } from '../ui/class-names'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../ui/table'
import { cardSlots } from './card-slots'
import { PickingContext, useList } from './list-context'
import styles from './list.module.css'
import { SortHeader } from './sort-header'

/** One column of a list table: its header, and the cell (`td`) it shows for a record. */
export interface ListColumn<R> {
  key: string
  header: string
  /** The sort this column's header applies, for columns the list can sort by. */
  sortKey?: string
  numeric?: boolean
  /**
   * Its place on the card a record becomes on a phone (below 640 px): `id`, `title`, `status`, `amount` (the
   * price) and `date` (the date that matters) each go to their place, the first column of each; every other
   * column is a labelled detail beneath. The column helpers of `columns.tsx` set it; a list's own column sets it
   * when it is one of these.
   */
  card?: CardSlot
  /** For columns shown only when some record of the page has something in them. */
  showIf?: (records: readonly R[]) => boolean
  /** The cell (`td`) of a record; `link` is where the record leads. */
  cell: (record: R, link: LinkOptions) => ReactNode
}

/** The columns a table shows before its records are known (the skeleton's width). */
export const fixedColumns = <R,>(columns: readonly ListColumn<R>[]) => columns.filter((column) => !column.showIf).length

interface ListTableProps<R extends { readonly id: number }> {
  columns: readonly ListColumn<R>[]
  records: readonly R[]
  /** Where a record leads: a click anywhere on its row goes there. */
  link: (record: R) => LinkOptions
  /** The rows of the previous view, shown dimmed while the next one loads. */
  stale: boolean
}

/** The table of a list, named by the page's heading; dimmed and busy while it shows the previous view. */
export function ListTable<R extends { readonly id: number }>({ columns, records, link, stale }: ListTableProps<R>) {
  const { titleId } = useList()
  const picking = use(PickingContext)
  const navigate = useNavigate()
  const shown = columns.filter((column) => column.showIf?.(records) ?? true)
  const slots = cardSlots(shown)
  return (
    <Table
      cards
      aria-labelledby={titleId}
      aria-busy={stale}
      containerClassName={cx(styles.table, stale && styles.stale)}
    >
      <TableHeader>
        <TableRow>
            {picking ? <picking.PageBox records={records} /> : null}
            {shown.map(({ key, header, sortKey, numeric }) =>
              sortKey ? (
                <SortHeader key={key} sortKey={sortKey} numeric={numeric}>
                  {header}
                </SortHeader>
              ) : (
                <TableHead key={key}>{header}</TableHead>
              ),
            )}
        </TableRow>
      </TableHeader>
      <TableBody>
          {records.map((record) => {
            const to = link(record)
            return (
              <ListRow key={record.id} onOpen={() => void navigate(to)}>
                {picking ? <picking.RowBox record={record} records={records} /> : null}
                {shown.map((column) => (
                  <CardCellContext key={column.key} value={{ slot: slots.get(column.key)!, label: column.header }}>
                    {column.cell(record, to)}
                  </CardCellContext>
                ))}
              </ListRow>
            )
          })}
      </TableBody>
    </Table>
  )
}

/** A click anywhere on the row opens its record; the row's link stays the way for the keyboard and new tabs. */
function ListRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as HTMLElement
    if (target.closest('a, button, details, input, label') || window.getSelection()?.toString()) return
    onOpen()
  }
  return (
    <TableRow className={styles.row} onClick={onClick}>
      {children}
    </TableRow>
  )
}
