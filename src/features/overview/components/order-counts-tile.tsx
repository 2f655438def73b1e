import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNumber, humanize } from '../../../lib/format'
import { Tile, TileCount, TileList, type TileQuery } from '../../../components/tile/tile'
import { ORDER_COUNT_ROWS as ROWS, overviewQueries, type OrderList } from '../queries'

interface OrderCountsTileProps {
  title: string
  list: OrderList
  /** The list screen the counts link to, filtered by each status. */
  to: '/gift-card-orders' | '/account-orders'
}

function countText(count: number | null): string {
  return count === null ? 'Unknown' : formatNumber(count)
}

/** How many orders of a kind there are, in all and per status, each linking to the list it counts. */
export function OrderCountsTile({ title, list, to }: OrderCountsTileProps) {
  const query = useQueries({
    queries: overviewQueries.orderCounts(list),
    combine: (results): TileQuery<(number | null)[]> => ({
      data: results.every((result) => result.data !== undefined) ? results.map((result) => result.data ?? null) : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
    }),
  })
  return (
    <Tile title={<Link to={to}>{title}</Link>} query={query} lines={ROWS.length}>
      {(counts) => (
        <TileList>
          {ROWS.map((status, index) => (
            <li key={status ?? 'all'}>
              <Link to={to} search={status ? { status } : {}}>
                {status ? humanize(status) : 'All'}
              </Link>
              <TileCount>{countText(counts[index] ?? null)}</TileCount>
            </li>
          ))}
        </TileList>
      )}
    </Tile>
  )
}
