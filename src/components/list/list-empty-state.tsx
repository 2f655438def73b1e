import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { EmptyState } from '../ui/empty-state'

interface ListEmptyStateProps {
  filtered: boolean
  /** "order" / "orders": "No orders match these filters". */
  one: string
  many: string
  /** What the list shows with no filter on and nothing in it. */
  empty: { title: string; text: ReactNode }
  onClearFilters: () => void
}

export function ListEmptyState({ filtered, one, many, empty, onClearFilters }: ListEmptyStateProps) {
  if (!filtered) {
    return (
      <EmptyState title={empty.title}>
        <p>{empty.text}</p>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      title={`No ${many} match these filters`}
     
      action={<Button onClick={onClearFilters}>Clear filters</Button>}
    >
      <p>Change the search or the filters, or clear them to see every {one}.</p>
    </EmptyState>
  )
}
