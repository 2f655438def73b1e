import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '../../../lib/format'
import { Tile } from '../../../components/tile/tile'
import { DateTime } from '../../../components/ui/date-time'
import { ReadField } from '../../../components/ui/unreadable-value'
import { overviewQueries, WAITING_DELIVERY_QUERY } from '../queries'

const LIST_SEARCH = { status: WAITING_DELIVERY_QUERY.status, sort: WAITING_DELIVERY_QUERY.sort }

/** The account orders the seller still has to deliver, the longest waiting first. */
export function WaitingDeliveryTile() {
  const query = useQuery(overviewQueries.waitingDelivery())
  return (
    <Tile
      title={
        <Link to="/account-orders" search={LIST_SEARCH}>
          Account orders waiting for delivery
        </Link>
      }
      query={query}
    >
      {({ records, meta }) =>
        records.length === 0 ? (
          <p className="muted">No order waits for delivery.</p>
        ) : (
          <>
            <ol className="tile-list" aria-label="Longest waiting first">
              {records.map((order) => (
                <li key={order.id}>
                  <Link to="/account-orders/$accountOrderId" params={{ accountOrderId: String(order.id) }}>
                    Order {order.id}
                    <ReadField record={order} field="title">
                      {(title) => <span className="muted">, {title}</span>}
                    </ReadField>
                  </Link>
                  <ReadField record={order} field="created_at">
                    {(seconds) => <DateTime seconds={seconds} />}
                  </ReadField>
                </li>
              ))}
            </ol>
            <p className="tile-footer">
              <Link to="/account-orders" search={LIST_SEARCH}>
                All <span className="tile-count">{formatNumber(meta.total ?? records.length)}</span> waiting
              </Link>
            </p>
          </>
        )
      }
    </Tile>
  )
}
