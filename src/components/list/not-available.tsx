import type { ReactNode } from 'react'
import { EmptyState } from '../ui/empty-state'

/** A list this server does not have (an older API version): said plainly, with the way that still works. */
export function NotAvailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status">
      <EmptyState title="Not available on this server">
        <p>The server does not offer the list of {title.toLowerCase()}.</p>
        <p>{children}</p>
      </EmptyState>
    </div>
  )
}
