import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { formatBandEdge } from '../format-price'
import type { HistogramBin } from '../histogram'
import styles from './market.module.css'

/** The chart's data as a table, folded away: exact counts per price band. */
export function HistogramTable({ bins, baseName }: { bins: readonly HistogramBin[]; baseName: string }) {
  return (
    <details className={styles.details}>
      <summary>Show the distribution as a table</summary>
      <Table>
        <caption className="visually-hidden">Offers per price band</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Price per 1 {baseName} (EUR)</TableHead>
            <TableHead numeric>Offers</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bins.map((bin, index) => (
            <TableRow key={index}>
              <TableCell>
                {bin.from.eq(bin.to)
                  ? formatBandEdge(bin.from)
                  : `${formatBandEdge(bin.from)} to ${formatBandEdge(bin.to)}`}
              </TableCell>
              <TableCell numeric>{bin.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  )
}
