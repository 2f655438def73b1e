import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import ArrowUpDown from 'lucide-react/icons/arrow-up-down'
import type { ReactNode } from 'react'
import { cx } from './class-names'
import styles from './sort-header.module.css'
import { TableHead } from './table'

export type SortDirection = 'ascending' | 'descending'

interface SortControl {
  className: string
  children: ReactNode
}

interface SortHeaderProps {
  label: string
  /** The column's current order; undefined when the table is sorted by another column. */
  direction: SortDirection | undefined
  /** A button that sorts… */
  onSort?: () => void
  /** …and is likely to be pressed (pointer resting on it, or the focus): a chance to fetch early. */
  onIntent?: () => void
  /** …or a link to the sorted address instead, e.g. `(props) => <Link search={…} {...props} />`. */
  link?: (control: SortControl) => ReactNode
  numeric?: boolean
  className?: string
}

/** A column header that sorts, announcing its order with aria-sort. */
export function SortHeader({ label, direction, onSort, onIntent, link, numeric, className }: SortHeaderProps) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown
  const control: SortControl = {
    className: cx(styles.control, numeric && styles.numeric, direction && styles.active),
    children: (
      <>
        {label}
        <Icon aria-hidden="true" className={styles.icon} />
      </>
    ),
  }
  return (
    <TableHead aria-sort={direction} numeric={numeric} className={className}>
      {link ? (
        link(control)
      ) : (
        <button type="button" {...control} onClick={onSort} onPointerEnter={onIntent} onFocus={onIntent} />
      )}
    </TableHead>
  )
}
