import type { ReactNode } from 'react'

/** A list this server does not have (an older API version): said plainly, with the way that still works. */
export function NotAvailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card list-empty" role="status">
      <h2>Not available on this server</h2>
      <p className="muted">The server does not offer the list of {title.toLowerCase()}.</p>
      <p>{children}</p>
    </div>
  )
}
