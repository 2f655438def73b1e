import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TileReserve } from '../../../components/tile/tile'
import { WaitingTile } from '../../../components/tile/waiting-tile'
import { deadlineOf, disputeQueries } from '../queries'
import { Deadline } from './deadline'

/**
 * The cases waiting for the seller, soonest deadline first, each with its countdown (or its expired mark) and
 * a link to it; the heading leads to the filtered list. For the overview and the top of the disputes list.
 */
export function WaitingDisputes({ limit = 5, reserve }: { limit?: number; reserve?: TileReserve }) {
  const query = useQuery(disputeQueries.waiting())
  return (
    <WaitingTile
      title="Disputes waiting for you"
      list={{ to: '/disputes', search: { status: 'waiting_for_seller' } }}
      query={query}
      most={limit}
      reserve={reserve}
      items={({ total, cases }) => ({ total, records: cases.slice(0, limit) })}
      order="Soonest deadline first"
      empty="No dispute waits for you."
      item={(dispute) => {
        const dueAt = deadlineOf(dispute)
        return (
          <>
            <Link to="/disputes/$disputeId" params={{ disputeId: dispute.id }}>
              Case {dispute.id}
            </Link>
            <Deadline
              dueAt={Number.isFinite(dueAt) ? dueAt : null}
              expired={dispute.is_active_deadline_expired === true}
              compact
            />
          </>
        )
      }}
      footer={(count, total) => (
        <>
          {count} {total === 1 ? 'case waits' : 'cases wait'} for you
        </>
      )}
    />
  )
}
