import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '../../../lib/format'
import { Tile } from '../../../components/tile/tile'
import { deadlineOf, disputeQueries } from '../queries'
import { Deadline } from './deadline'

/**
 * The cases waiting for the seller, soonest deadline first, each with its countdown (or its expired mark) and
 * a link to it; the heading leads to the filtered list. For the overview and the top of the disputes list.
 */
export function WaitingDisputes({ limit = 5 }: { limit?: number }) {
  const query = useQuery(disputeQueries.waiting())
  return (
    <Tile
      title={
        <Link to="/disputes" search={{ status: 'waiting_for_seller' }}>
          Disputes waiting for you
        </Link>
      }
      query={query}
    >
      {({ total, cases }) =>
        cases.length === 0 ? (
          <p className="muted">No dispute waits for you.</p>
        ) : (
          <>
            <ol className="tile-list" aria-label="Soonest deadline first">
              {cases.slice(0, limit).map((dispute) => {
                const dueAt = deadlineOf(dispute)
                return (
                  <li key={dispute.id}>
                    <Link to="/disputes/$disputeId" params={{ disputeId: String(dispute.id) }}>
                      Case {dispute.id}
                    </Link>
                    <Deadline
                      dueAt={Number.isFinite(dueAt) ? dueAt : null}
                      expired={dispute.is_active_deadline_expired === true}
                      compact
                    />
                  </li>
                )
              })}
            </ol>
            <p className="tile-footer">
              <Link to="/disputes" search={{ status: 'waiting_for_seller' }}>
                <span className="tile-count">{formatNumber(total)}</span> {total === 1 ? 'case waits' : 'cases wait'}{' '}
                for you
              </Link>
            </p>
          </>
        )
      }
    </Tile>
  )
}
