import type { ReactNode } from 'react'
import type { DisputeCase } from '../../../api/records/dispute-case'
import { humanize } from '../../../lib/format'
import { DateTime } from '../../../components/ui/date-time'
import { Deadline } from './deadline'
import { DisputeEvents } from './dispute-events'

function hours(value: number | null): string {
  return value === null ? 'Not given' : `${value} ${value === 1 ? 'hour' : 'hours'}`
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dispute-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The case as the API returned it when the seller accepted. */
export function DisputeCaseView({ dispute }: { dispute: DisputeCase }) {
  const text = (value: string | null) => (value ? humanize(value) : null)
  const closed = dispute.closed_at !== null
  const responseHours =
    dispute.seller_response_hours === null &&
    dispute.buyer_response_hours === null &&
    dispute.dispute_timing_hours !== null
      ? [['Response time', hours(dispute.dispute_timing_hours)] as const]
      : [
          ['Seller response time', hours(dispute.seller_response_hours)] as const,
          ['Buyer response time', hours(dispute.buyer_response_hours)] as const,
        ]
  return (
    <div className="dispute-case">
      <h3>Case {dispute.id}</h3>
      <dl className="dispute-facts">
        {dispute.status ? <Row label="Status">{humanize(dispute.status)}</Row> : null}
        {dispute.reason ? <Row label="Reason">{text(dispute.reason)}</Row> : null}
        {dispute.preferred_resolution ? <Row label="Buyer wants">{text(dispute.preferred_resolution)}</Row> : null}
        {dispute.outcome ? <Row label="Outcome">{text(dispute.outcome)}</Row> : null}
        {dispute.closure_reason ? <Row label="Closed because">{text(dispute.closure_reason)}</Row> : null}
        <Row label="Buyer’s explanation">
          {dispute.explanation ? (
            <span className="dispute-case__text">{dispute.explanation}</span>
          ) : (
            <span className="muted">None</span>
          )}
        </Row>
        {dispute.preferred_resolution_note ? (
          <Row label="Buyer’s note">
            <span className="dispute-case__text">{dispute.preferred_resolution_note}</span>
          </Row>
        ) : null}
        <Row label="Seller response due">
          <Deadline dueAt={dispute.seller_response_due_at} closed={closed} />
        </Row>
        <Row label="Buyer response due">
          <Deadline dueAt={dispute.buyer_response_due_at} closed={closed} />
        </Row>
        <Row label="Active deadline">
          <Deadline dueAt={dispute.active_due_at} expired={dispute.is_active_deadline_expired} closed={closed} />
        </Row>
        {responseHours.map(([label, value]) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
        <Row label="Locked">
          <DateTime seconds={dispute.locked_at} />
        </Row>
        <Row label="Closed">
          <DateTime seconds={dispute.closed_at} />
        </Row>
        <Row label="Opened">
          <DateTime seconds={dispute.created_at} />
        </Row>
        <Row label="Last updated">
          <DateTime seconds={dispute.updated_at} />
        </Row>
      </dl>
      <h4>Events</h4>
      <DisputeEvents events={dispute.events} />
    </div>
  )
}
