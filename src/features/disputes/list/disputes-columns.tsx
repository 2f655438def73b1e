import { Link } from '@tanstack/react-router'
import type { DisputeCase } from '../../../api/records/dispute-case'
import { dateColumn, fieldColumn, idColumn, statusColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { Muted } from '../../../components/ui/text'
import { humanize } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'
import { Deadline } from '../components/deadline'

/** Where a case of the list leads: its page. */
export const caseLink = (dispute: DisputeCase) => recordLink('dispute', dispute.id)

const notGiven = { empty: <Muted>Not given</Muted> }

export const DISPUTE_COLUMNS: readonly ListColumn<DisputeCase>[] = [
  idColumn('Case'),
  fieldColumn<DisputeCase, 'orderable_id'>('Order', 'orderable_id', (orderId) => (
    <Link {...recordLink('account-order', orderId)}>{orderId}</Link>
  )),
  statusColumn(),
  fieldColumn<DisputeCase, 'reason'>('Reason', 'reason', humanize, { ...notGiven, card: 'title' }),
  fieldColumn<DisputeCase, 'preferred_resolution'>('Buyer wants', 'preferred_resolution', humanize, notGiven),
  fieldColumn<DisputeCase, 'active_due_at'>(
    'Deadline',
    'active_due_at',
    (dueAt, dispute) => (
      <Deadline
        dueAt={dueAt}
        expired={dispute.is_active_deadline_expired === true}
        closed={dispute.closed_at !== null}
        compact
      />
    ),
    { empty: <Muted>None</Muted>, card: 'date' },
  ),
  dateColumn('Opened', 'created_at'),
  dateColumn('Updated', 'updated_at'),
]
