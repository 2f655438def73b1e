import type { UseQueryResult } from '@tanstack/react-query'
import type { DisputeCase } from '../../../api/records/dispute-case'
import { isNotAvailable } from '../../../lib/not-available'
import { ErrorState } from '../../../components/ui/error-state'
import { Muted } from '../../../components/ui/text'

interface CaseReadStateProps {
  query: UseQueryResult<DisputeCase>
  /** Accepted, on a server that answered without the case. */
  accepted: boolean
}

/** Where an order's case is not (yet) on screen: loading, failed, or a server that cannot read cases. */
export function CaseReadState({ query, accepted }: CaseReadStateProps) {
  if (accepted) return <Muted as="p">The server confirmed the acceptance without sending the case.</Muted>
  if (query.isPending) {
    return (
      <Muted as="p" role="status">
        Loading the dispute case…
      </Muted>
    )
  }
  if (query.isError && !isNotAvailable(query.error)) {
    return <ErrorState error={query.error} title="Could not load the dispute case" onRetry={() => void query.refetch()} />
  }
  return (
    <Muted as="p">
      This server does not let the dashboard read dispute cases, so the deadlines and events of the case appear here
      once you accept.
    </Muted>
  )
}
