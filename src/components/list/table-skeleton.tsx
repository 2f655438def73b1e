import { Skeleton } from '../ui/skeleton'
import { Table, TableBody, TableCell, TableRow } from '../ui/table'
import styles from './list.module.css'
import { Page } from '../ui/layout'

const ROWS = 8

/** The table's shape while the first page loads. */
export function TableSkeleton({ label, columns }: { label: string; columns: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading {label.toLowerCase()}…
      </p>
      <Table aria-hidden="true">
        <TableBody>
          {Array.from({ length: ROWS }, (_, row) => (
            <TableRow key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <TableCell key={column}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

/** The frame of a list screen while its route loads the first page. */
export function ListPending({ title, columns }: { title: string; columns: number }) {
  return (
    <Page aria-label={title}>
      <h1 className={styles.title}>{title}</h1>
      <TableSkeleton label={title} columns={columns} />
    </Page>
  )
}
