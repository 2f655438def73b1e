import type { BulkAction } from '../../lib/bulk-change'
import { formatNumber } from '../../lib/format'
import { Button } from '../ui/button'
import { useList } from './list-context'
import styles from './list.module.css'
import type { Selection } from './selection'

export const ACTION_LABELS: Record<BulkAction, string> = {
  list: 'List',
  draft: 'Unlist',
  delete: 'Delete…',
  price: 'Change the price…',
}

interface SelectionBarProps {
  selection: Selection
  /** Rows that match the filter, when known. */
  total: number | null
  actions: readonly BulkAction[]
  onAction: (action: BulkAction) => void
  /** A change is being prepared or sent: no other starts. */
  busy: boolean
}

/** "3 offers selected", every row of the filter, Clear, and what can be done to them. */
export function SelectionBar({ selection, total, actions, onAction, busy }: SelectionBarProps) {
  const { names } = useList()
  const count = selection.all ? (total ?? 0) : selection.picked.size
  const noun = count === 1 ? names.one : names.many
  const text = count === 0 ? '' : selection.all ? `All ${formatNumber(count)} ${noun} of this filter selected` : `${formatNumber(count)} ${noun} selected`
  return (
    <div className={count > 0 ? styles.selection : undefined} role="group" aria-label="Selected rows">
      <p role="status">{text}</p>
      {/* Also the way to pick many on a phone, where the table's header (and its page checkbox) is not shown. */}
      {!selection.all && total !== null && total > count ? (
        <Button onClick={selection.selectAll}>{`Select all ${formatNumber(total)} ${names.many} of this filter`}</Button>
      ) : null}
      {count > 0 ? (
        <>
          <Button onClick={selection.clear}>Clear the selection</Button>
          {actions.map((action) => (
            <Button key={action} variant={action === 'delete' ? 'danger' : 'secondary'} disabled={busy} onClick={() => onAction(action)}>
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </>
      ) : null}
    </div>
  )
}
