import { Link, useNavigate } from '@tanstack/react-router'
import type { DisputeCase } from '../../../api/records/dispute-case'
import { humanize } from '../../../lib/format'
import { DateCell, StatusCell } from '../../../components/list/cells'
import { ListRow, ListTable } from '../../../components/list/list-table'
import { SortHeader } from '../../../components/list/sort-header'
import { ReadField } from '../../../components/ui/unreadable-value'
import { Deadline } from '../components/deadline'

export const COLUMNS = 8

export function DisputesTable({ cases, stale }: { cases: readonly DisputeCase[]; stale: boolean }) {
  return (
    <ListTable
      stale={stale}
      head={
        <>
          <SortHeader sortKey="id">Case</SortHeader>
          <th scope="col">Order</th>
          <th scope="col">Status</th>
          <th scope="col">Reason</th>
          <th scope="col">Buyer wants</th>
          <th scope="col">Deadline</th>
          <SortHeader sortKey="created_at">Opened</SortHeader>
          <SortHeader sortKey="updated_at">Updated</SortHeader>
        </>
      }
    >
      {cases.map((dispute) => (
        <DisputeRow key={dispute.id} dispute={dispute} />
      ))}
    </ListTable>
  )
}

const words = (value: string) => humanize(value)

/** A click anywhere on the row opens the case; the id is the link for the keyboard and for new tabs. */
function DisputeRow({ dispute }: { dispute: DisputeCase }) {
  const navigate = useNavigate()
  const disputeId = String(dispute.id)
  const to = '/disputes/$disputeId'
  const closed = dispute.closed_at !== null
  return (
    <ListRow onOpen={() => void navigate({ to, params: { disputeId } })}>
      <td>
        <Link to={to} params={{ disputeId }} className="list-row__link">
          {dispute.id}
        </Link>
      </td>
      <td>
        <ReadField record={dispute} field="orderable_id">
          {(orderId) => (
            <Link to="/account-orders/$accountOrderId" params={{ accountOrderId: String(orderId) }}>
              {orderId}
            </Link>
          )}
        </ReadField>
      </td>
      <StatusCell record={dispute} />
      <td>
        <ReadField record={dispute} field="reason" empty={<span className="muted">Not given</span>}>
          {words}
        </ReadField>
      </td>
      <td>
        <ReadField record={dispute} field="preferred_resolution" empty={<span className="muted">Not given</span>}>
          {words}
        </ReadField>
      </td>
      <td>
        <ReadField record={dispute} field="active_due_at" empty={<span className="muted">None</span>}>
          {(dueAt) => (
            <Deadline dueAt={dueAt} expired={dispute.is_active_deadline_expired === true} closed={closed} compact />
          )}
        </ReadField>
      </td>
      <DateCell record={dispute} field="created_at" />
      <DateCell record={dispute} field="updated_at" />
    </ListRow>
  )
}
