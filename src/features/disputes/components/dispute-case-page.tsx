import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { DisputeCase } from '../../../api/records/dispute-case'
import { humanize } from '../../../lib/format'
import { useRecentItem } from '../../../lib/recent-items'
import { PageLoading } from '../../../components/ui/page-loading'
import { Alert } from '../../../components/ui/alert'
import { StatusBadge } from '../../../components/ui/status-badge'
import { ReadField } from '../../../components/ui/unreadable-value'
import { acceptDecision } from '../acceptance'
import styles from '../disputes.module.css'
import { DISPUTE_TITLE_ID } from '../ids'
import { disputeQueries } from '../queries'
import { AcceptAction } from './accept-action'
import { AnswerActions, CaseWaiting } from './answer-actions'
import { AnswerActionsRoom } from './answer-actions-room'
import { CaseLoadError } from './case-load-error'
import { DisputeCaseView } from './dispute-case-view'
import { Page } from '../../../components/ui/layout'


/** What the case is about: a link to the account order, or the kind and id of another thing. */
function CaseSubject({ dispute }: { dispute: DisputeCase }) {
  const id = dispute.orderable_id
  if (id === null) return null
  const type = dispute.orderable_type
  return (
    <p>
      On{' '}
      {type === null || type === 'account_order' ? (
        <Link to="/account-orders/$accountOrderId" params={{ accountOrderId: id }}>
          account order {id}
        </Link>
      ) : (
        `${humanize(type).toLowerCase()} ${id}`
      )}
    </p>
  )
}

function CaseActions({ dispute }: { dispute: DisputeCase }) {
  const navigate = useNavigate()
  const { data: accepted } = useQuery(disputeQueries.accepted(dispute.id))
  if (accepted) {
    return (
      <Alert tone="success" role="status">
        {accepted.message ?? 'You accepted the dispute.'}
      </Alert>
    )
  }
  return (
    <AcceptAction
      decision={acceptDecision(dispute)}
      onAccept={() => void navigate({ to: '/disputes/$disputeId/accept', params: { disputeId: dispute.id } })}
      more={
        <Suspense fallback={<AnswerActionsRoom />}>
          <AnswerActions disputeCaseId={dispute.id} />
        </Suspense>
      }
    />
  )
}

/** One dispute case, read from the server: its state, deadlines and events, its order, and the way to accept. */
export function DisputeCasePage({ disputeCaseId }: { disputeCaseId: number }) {
  const query = useQuery(disputeQueries.detail(disputeCaseId))
  const dispute = query.data
  useRecentItem('dispute', disputeCaseId, dispute !== undefined, dispute?.reason ? humanize(dispute.reason) : '')
  return (
    <Page aria-labelledby={DISPUTE_TITLE_ID}>
      <p>
        <Link to="/disputes">
          <span aria-hidden="true">← </span>All disputes
        </Link>
      </p>
      <div className={styles.header}>
        <h1 id={DISPUTE_TITLE_ID} tabIndex={-1}>
          Dispute case {disputeCaseId}
        </h1>
        {dispute ? (
          <ReadField record={dispute} field="status">
            {(status) => <StatusBadge status={status} />}
          </ReadField>
        ) : null}
      </div>
      {dispute ? (
        <>
          <CaseSubject dispute={dispute} />
          <CaseActions dispute={dispute} />
          <DisputeCaseView dispute={dispute} level={2} waiting={CaseWaiting} />
        </>
      ) : query.isError ? (
        <CaseLoadError disputeCaseId={disputeCaseId} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading label="Loading the dispute case…" />
      )}
    </Page>
  )
}
