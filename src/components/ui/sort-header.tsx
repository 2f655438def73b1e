import arrowDownIcon from 'lucide/dist/esm/icons/arrow-down.mjs'
import arrowUpIcon from 'lucide/dist/esm/icons/arrow-up.mjs'
import arrowUpDownIcon from 'lucide/dist/esm/icons/arrow-up-down.mjs'
import type { ReactNode } from 'react'
import { cx } from './class-names'
import styles from './sort-header.module.css'
import { TableHead } from './table'
import { Icon } from './icon'

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
  const icon = direction === 'ascending' ? arrowUpIcon : direction === 'descending' ? arrowDownIcon : arrowUpDownIcon
  const control: SortControl = {
    className: cx(styles.control, numeric && styles.numeric, direction && styles.active),
    children: (
      <>
        {label}
        <Icon node={icon} className={styles.icon} />
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
