import { Skeleton } from '../ui/skeleton'

const ROWS = 8

/** The table's shape while the first page loads. */
export function TableSkeleton({ label, columns }: { label: string; columns: number }) {
  return (
    <div className="table-wrap list-table" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading {label.toLowerCase()}…
      </p>
      <table aria-hidden="true">
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column}>
                  <Skeleton />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The frame of a list screen while its route loads the first page. */
export function ListPending({ title, columns }: { title: string; columns: number }) {
  return (
    <section className="page list-page" aria-label={title}>
      <h1>{title}</h1>
      <TableSkeleton label={title} columns={columns} />
    </section>
  )
}
