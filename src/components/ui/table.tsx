import { use, type ComponentPropsWithRef } from 'react'
import { cardAttributes, CardCellContext, type CardCell } from './card-cell'
import { cx } from './class-names'
import styles from './table.module.css'

interface TableProps extends ComponentPropsWithRef<'table'> {
  /**
   * Names the scrolling container, which then takes the focus so keyboard users can scroll it
   * (needed when no cell holds a control).
   */
  scrollLabel?: string
  containerClassName?: string
  /** Below 640 px each row is a card, its cells placed by their `CardCellContext` (or `card` prop). */
  cards?: boolean
}

/** A compact table that scrolls inside its own container (both ways), its header row staying in view. */
export function Table({ scrollLabel, containerClassName, className, cards, ...props }: TableProps) {
  return (
    <div
      className={cx(styles.container, cards && styles.cards, containerClassName)}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cx(styles.table, className)} {...props} />
    </div>
  )
}

export function TableHeader(props: ComponentPropsWithRef<'thead'>) {
  return <thead {...props} />
}

export function TableBody(props: ComponentPropsWithRef<'tbody'>) {
  return <tbody {...props} />
}

export function TableRow(props: ComponentPropsWithRef<'tr'>) {
  return <tr {...props} />
}

interface CellStyle {
  /** Right-aligned, with tabular figures, so digits line up. */
  numeric?: boolean
}

interface CardPlace {
  /** Its place on a card, for a cell of a table of `cards` that no `CardCellContext` places. */
  card?: CardCell
}

/** A header cell: a column's, or (`scope="row"`) a row's, which a card places as any other cell. */
export function TableHead({
  numeric,
  className,
  scope = 'col',
  card,
  ...props
}: ComponentPropsWithRef<'th'> & CellStyle & CardPlace) {
  const place = cardAttributes(card ?? use(CardCellContext))
  return <th scope={scope} className={cx(numeric && styles.numeric, className)} {...place} {...props} />
}

export function TableCell({ numeric, className, card, ...props }: ComponentPropsWithRef<'td'> & CellStyle & CardPlace) {
  const place = cardAttributes(card ?? use(CardCellContext))
  return <td className={cx(numeric && styles.numeric, className)} {...place} {...props} />
}
