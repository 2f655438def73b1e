import { formatBandEdge } from '../format-price'
import type { HistogramBin } from '../histogram'

/** The chart's data as a table, folded away: exact counts per price band. */
export function HistogramTable({ bins, baseName }: { bins: readonly HistogramBin[]; baseName: string }) {
  return (
    <details className="histogram__details">
      <summary>Show the distribution as a table</summary>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Offers per price band</caption>
          <thead>
            <tr>
              <th scope="col">Price per 1 {baseName} (EUR)</th>
              <th scope="col" className="num">
                Offers
              </th>
            </tr>
          </thead>
          <tbody>
            {bins.map((bin, index) => (
              <tr key={index}>
                <td>
                  {bin.from.eq(bin.to) ? formatBandEdge(bin.from) : `${formatBandEdge(bin.from)} to ${formatBandEdge(bin.to)}`}
                </td>
                <td className="num">{bin.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
