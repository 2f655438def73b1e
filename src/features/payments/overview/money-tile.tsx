import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Tile, TileFigure, TileList } from '../../../components/tile/tile'
import { Money } from '../../../components/ui/money'
import { presetRange, writeRange } from '../range'
import { LedgerChart } from '../components/ledger-chart'
import { monthQuery } from './month-query'
import styles from './money-tile.module.css'

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
