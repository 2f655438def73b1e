import { Suspense, type ComponentType } from 'react'
import type { DisputeCase } from '../../../api/records/dispute-case'
import { formatCount, humanize } from '../../../lib/format'
import { DateTime } from '../../../components/ui/date-time'
import { KeyValue as Row, KeyValues } from '../../../components/ui/key-values'
import { StatusBadge } from '../../../components/ui/status-badge'
import { LongText, Muted } from '../../../components/ui/text'
import { ReadField, UnreadableNote } from '../../../components/ui/unreadable-value'
import { countUnreadable } from '../../../api/read/record'
import styles from '../disputes.module.css'
import { closingState } from '../case-state'
import { Deadline } from './deadline'
import { DisputeEvents } from './dispute-events'

function hours(value: number | null): string {
  return value === null ? 'Not given' : formatCount(value, 'hour')
}

const DEADLINES = [
  ['Seller response due', 'seller_response_due_at'],
  ['Buyer response due', 'buyer_response_due_at'],
  ['Active deadline', 'active_due_at'],
] as const

const DATES = [
  ['Locked since', 'locked_at'],
  ['Closed', 'closed_at'],
  ['Opened', 'created_at'],
  ['Last updated', 'updated_at'],
] as const

interface DisputeCaseViewProps {
  dispute: DisputeCase
  /** The level of the case's heading where it sits in the page's outline; its events one below. */
  level?: 2 | 3
  /** Who the case waits for, under its heading while the case is open: a lazy component the page declares. */
  waiting?: ComponentType<{ dispute: DisputeCase }>
}

/** The case: its state, what the buyer asked for, the deadlines and the events. */
export function DisputeCaseView({ dispute, level = 3, waiting: Waiting }: DisputeCaseViewProps) {
  const Heading = `h${level}` as const
  const SubHeading = `h${level + 1}` as 'h3' | 'h4'
  const text = (value: string | null) => (value ? humanize(value) : null)
  const closed = dispute.closed_at !== null
  // What a lock means is not documented: it is shown as the fact it is, once set, and decides nothing.
  const locked = dispute.locked_at !== null || 'locked_at' in dispute.unreadable
  const responseHours =
    dispute.seller_response_hours === null &&
    dispute.buyer_response_hours === null &&
    dispute.dispute_timing_hours !== null
      ? [['Response time', hours(dispute.dispute_timing_hours)] as const]
      : [
          ['Seller response time', hours(dispute.seller_response_hours)] as const,
          ['Buyer response time', hours(dispute.buyer_response_hours)] as const,
        ]
  const events = dispute.events?.records ?? []
  const date = (field: (typeof DATES)[number][1]) => (
    <ReadField record={dispute} field={field} empty={<DateTime seconds={null} />}>
      {(seconds) => <DateTime seconds={seconds} />}
    </ReadField>
  )
  const deadline = (field: (typeof DEADLINES)[number][1]) => (
    <ReadField record={dispute} field={field} empty={<Deadline dueAt={null} />}>
      {(dueAt) => (
        <Deadline
          dueAt={dueAt}
          expired={field === 'active_due_at' ? (dispute.is_active_deadline_expired ?? false) : undefined}
          closed={closed}
        />
      )}
    </ReadField>
  )
  return (
    <div className={styles.case}>
      <Heading>Case {dispute.id}</Heading>
      {Waiting && closingState(dispute) === null ? (
        <Suspense fallback={<p className={styles.waiting} />}>
          <Waiting dispute={dispute} />
        </Suspense>
      ) : null}
      <UnreadableNote fields={countUnreadable([dispute, ...events])} leftOut={dispute.events?.leftOut ?? 0} />
      <KeyValues>
        {dispute.status || 'status' in dispute.unreadable ? (
          <Row label="Status">
            <ReadField record={dispute} field="status">
              {(status) => <StatusBadge status={status} />}
            </ReadField>
          </Row>
        ) : null}
        {dispute.reason ? <Row label="Reason">{text(dispute.reason)}</Row> : null}
        {dispute.preferred_resolution ? <Row label="Buyer wants">{text(dispute.preferred_resolution)}</Row> : null}
        {dispute.outcome ? <Row label="Outcome">{text(dispute.outcome)}</Row> : null}
        {dispute.closure_reason ? <Row label="Closed because">{text(dispute.closure_reason)}</Row> : null}
        <Row label="Buyer’s explanation">
          <ReadField record={dispute} field="explanation" empty={<Muted>None</Muted>}>
            {(text) => (text ? <LongText as="span">{text}</LongText> : <Muted>None</Muted>)}
          </ReadField>
        </Row>
        {dispute.preferred_resolution_note ? (
          <Row label="Buyer’s note">
            <LongText as="span">{dispute.preferred_resolution_note}</LongText>
          </Row>
        ) : null}
        {DEADLINES.map(([label, field]) => (
          <Row key={field} label={label}>
            {deadline(field)}
          </Row>
        ))}
        {responseHours.map(([label, value]) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
        {DATES.filter(([, field]) => field !== 'locked_at' || locked).map(([label, field]) => (
          <Row key={field} label={label}>
            {date(field)}
          </Row>
        ))}
      </KeyValues>
      <SubHeading>Events</SubHeading>
      <ReadField record={dispute} field="events" empty={<Muted as="p">Not known: the server did not send this case’s events.</Muted>}>
        {() => <DisputeEvents events={events} />}
      </ReadField>
    </div>
  )
}
