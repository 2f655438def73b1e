import type { MouseEvent, ReactNode } from 'react'
import { useList } from './list-context'

interface ListTableProps {
  /** The header cells (`th`, `SortHeader`). */
  head: ReactNode
  /** The rows. */
  children: ReactNode
  /** The rows of the previous view, shown dimmed while the next one loads. */
  stale: boolean
}

/** The table of a list, named by the page's heading; dimmed and busy while it shows the previous view. */
export function ListTable({ head, children, stale }: ListTableProps) {
  const { titleId } = useList()
  return (
    <div className={stale ? 'table-wrap list-table list-table--stale' : 'table-wrap list-table'} aria-busy={stale}>
      <table aria-labelledby={titleId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A click anywhere on the row opens its record; the row's link stays the way for the keyboard and new tabs. */
export function ListRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as HTMLElement
    if (target.closest('a, button, details') || window.getSelection()?.toString()) return
    onOpen()
  }
  return (
    <tr className="list-row" onClick={onClick}>
      {children}
    </tr>
  )
}
