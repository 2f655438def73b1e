const ROWS = 8
const COLUMNS = 9

/** The table's shape while the first page loads. */
export function TableSkeleton() {
  return (
    <div className="table-wrap gco-table" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading gift card orders…
      </p>
      <table aria-hidden="true">
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: COLUMNS }, (_, column) => (
                <td key={column}>
                  <span className="skeleton" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
