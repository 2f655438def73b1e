import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatNumber } from '../../lib/format'
import { Button, buttonClassName } from '../ui/button'
import { Muted } from '../ui/text'
import { Cluster } from '../ui/layout'
import styles from './list.module.css'
import { PageSizeSelect } from './page-size-select'

/** The paging facts of a Laravel list answer; a fact that could not be read is null. */
export interface PageMeta {
  readonly from: number | null
  readonly to: number | null
  readonly last_page: number | null
  readonly total: number | null
  readonly unreadable: object
}

interface PaginationProps {
  meta: PageMeta
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
    <Cluster as="div" spread className={styles.pagination}>
      <PageSizeSelect />
      <p>
        {range}
        <Muted>
          {' '}
          · page {formatNumber(Math.min(page, lastPage))} of {formatNumber(lastPage)}
        </Muted>
      </p>
      <nav aria-label="Pagination" className={styles.nav}>
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
    </Cluster>
  )
}

function PageLink({ page, disabled, label, children }: { page: number; disabled: boolean; label: string; children: ReactNode }) {
  if (disabled) {
    return (
      <Button disabled aria-label={label}>
        {children}
      </Button>
    )
  }
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, page })}
      className={buttonClassName()}
      aria-label={label}
    >
      {children}
    </Link>
  )
}
