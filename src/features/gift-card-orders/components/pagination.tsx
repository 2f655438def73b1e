import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PaginationMeta } from '../../../api/records/pagination'
import { formatNumber } from '../../../lib/format'
import { PageSizeSelect } from './page-size-select'

interface PaginationProps {
  meta: PaginationMeta
  page: number
}

export function Pagination({ meta, page }: PaginationProps) {
  // A page count that could not be read lets the seller page on; the server answers a page past the end.
  const lastPage = Math.max(1, meta.last_page ?? page + 1)
  const total = meta.total === null ? 'an unknown number' : formatNumber(meta.total)
  const range =
    meta.total === 0 || meta.from === null || meta.to === null
      ? `0 of ${total}`
      : `${formatNumber(meta.from)}–${formatNumber(meta.to)} of ${total}`
  return (
    <div className="gco-pagination">
      <PageSizeSelect />
      <p className="gco-pagination__range">
        {range}
        <span className="muted">
          {' '}
          · page {formatNumber(Math.min(page, lastPage))} of {formatNumber(lastPage)}
        </span>
      </p>
      <nav aria-label="Pagination" className="gco-pagination__nav">
        <PageLink page={1} disabled={page <= 1} label="First page">
          <span aria-hidden="true">«</span> First
        </PageLink>
        <PageLink page={page - 1} disabled={page <= 1} label="Previous page">
          <span aria-hidden="true">‹</span> Previous
        </PageLink>
        <PageLink page={page + 1} disabled={page >= lastPage} label="Next page">
          Next <span aria-hidden="true">›</span>
        </PageLink>
        <PageLink page={lastPage} disabled={page >= lastPage} label="Last page">
          Last <span aria-hidden="true">»</span>
        </PageLink>
      </nav>
    </div>
  )
}

function PageLink({ page, disabled, label, children }: { page: number; disabled: boolean; label: string; children: ReactNode }) {
  if (disabled) {
    return (
      <button type="button" className="button" disabled aria-label={label}>
        {children}
      </button>
    )
  }
  return (
    <Link
      from="/gift-card-orders/"
      to="."
      search={(prev) => ({ ...prev, page })}
      className="button"
      aria-label={label}
    >
      {children}
    </Link>
  )
}
