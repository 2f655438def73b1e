import { TableCell, TableHead } from '../ui/table'
import { useList, type Picking } from './list-context'
import styles from './list.module.css'
import { useListSelection } from './selection'

type Row = { readonly id: number }

/** The header's box: every row of this page, picked or dropped at once. */
function PageBox({ records }: { records: readonly Row[] }) {
  const { names } = useList()
  const selection = useListSelection<Row>()!
  return (
    <TableHead className={styles.pick}>
      <input
        type="checkbox"
        aria-label={`Select every ${names.one} on this page`}
        checked={selection.all || (records.length > 0 && records.every((record) => selection.picked.has(record.id)))}
        onChange={() => selection.togglePage(records)}
      />
    </TableHead>
  )
}

/** A row's box. */
function RowBox({ record, records }: { record: Row; records: readonly Row[] }) {
  const { names } = useList()
  const selection = useListSelection<Row>()!
  return (
    <TableCell className={styles.pick} card={{ slot: 'detail', label: 'Select' }}>
      <input
        type="checkbox"
        aria-label={`Select ${names.one} ${record.id}`}
        checked={selection.all || selection.picked.has(record.id)}
        onChange={() => selection.toggle(record, records)}
      />
    </TableCell>
  )
}

export const SELECTION_BOXES: Picking = { PageBox, RowBox }
