import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Tile, TileFigure, TileList } from '../../../components/tile/tile'
import { Money } from '../../../components/ui/money'
import { summarize } from '../figures'
import { readRange } from '../figures-source'
import { presetRange, writeRange } from '../range'
import { LedgerChart } from '../components/ledger-chart'
import styles from './money-tile.module.css'

/** This month's net and the last 30 days per day, from one read of the pages they cover. */
function monthQuery(nowMs: number) {
  const month = presetRange('this-month', nowMs)
  const days = presetRange('last-30-days', nowMs)
  const both = { from: Math.min(month.from, days.from), to: days.to }
  return {
    queryKey: ['payments', 'overview', month, days, both],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const payments = await readRange(both, {}, signal)
      return { month: summarize(payments, month, 'month'), days: summarize(payments, days, 'day'), days30: days }
    },
    staleTime: 60_000,
  }
}

/** The overview's money tile: the month's net and a small chart of the last 30 days, leading to the ledger. */
export default function MoneyTile({ nowMs }: { nowMs: number }) {
  const query = useQuery(monthQuery(nowMs))
  const thisMonth = writeRange(presetRange('this-month', nowMs))
  return (
    <Tile title={<Link to="/payments" search={{ created_at: thisMonth }}>This month's money</Link>} query={query} lines={5}>
      {({ month, days }) => (
        <div className={styles.rows}>
          <TileList>
            <li>
              <span>Net this month</span>
              <TileFigure>
                <Money amount={month.eur.net} currency="EUR" />
              </TileFigure>
            </li>
          </TileList>
          <LedgerChart buckets={days.buckets} grouping="day" title="Money in, out and net per day, the last 30 days" compact />
          <p className={styles.line}>
            <Link to="/payments" search={{ created_at: writeRange(presetRange('last-30-days', nowMs)) }}>
              The last 30 days in the ledger
            </Link>
          </p>
        </div>
      )}
    </Tile>
  )
}
