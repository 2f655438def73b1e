import { Money } from '../../../components/ui/money'
import type { Bucket, Grouping } from '../figures'
import { bucketLabel } from '../labels'
import styles from './ledger-chart.module.css'

/** The chart's figures as a table, for reading them exactly and for screen readers. */
export function FiguresTable({ buckets, grouping, caption }: { buckets: readonly Bucket[]; grouping: Grouping; caption: string }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">In (EUR)</th>
            <th scope="col">Out (EUR)</th>
            <th scope="col">Fines (EUR)</th>
            <th scope="col">Payouts (EUR)</th>
            <th scope="col">Net (EUR)</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{bucketLabel(bucket.start, grouping)}</th>
              <td><Money amount={bucket.eur.in} currency="EUR" /></td>
              <td><Money amount={bucket.eur.out} currency="EUR" /></td>
              <td><Money amount={bucket.eur.fines} currency="EUR" /></td>
              <td><Money amount={bucket.eur.payouts} currency="EUR" /></td>
              <td><Money amount={bucket.eur.net} currency="EUR" /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
