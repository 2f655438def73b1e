import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { BulkAction } from '../../lib/bulk-change'
import type { ExportOptions } from '../../lib/export-pages'
import { readShopItem } from '../../lib/shop-store'
import { PageLoading } from '../ui/page-loading'
import { ErrorText } from '../ui/text'
import { bulkJobMarker, type BulkKind } from './bulk-kind'
import type { BulkPanelProps, BulkRequest } from './bulk/bulk-panel'
import type { Selection } from './selection'
import { SelectionBar } from './selection-bar'

/* The change's steps, its job and its results load when the seller asks for a change, or has one to continue. */
const BulkPanel = lazy(() =>
  import('./bulk/bulk-panel').then(
    (module) => ({ default: module.BulkPanel }),
    () => ({ default: () => <ErrorText as="p">This part of the page could not be loaded. Reload the page to try again.</ErrorText> }),
  ),
) as unknown as <R>(props: BulkPanelProps<R>) => ReactNode

interface BulkAreaProps<R extends { readonly id: number }> {
  kind: BulkKind<R>
  selection: Selection<R>
  total: number | null
  fetchAll: (options: ExportOptions) => Promise<R[]>
}

/** The selection's bar, and the change to the selected offers (or the one kept from an earlier visit). */
export function BulkArea<R extends { readonly id: number }>({ kind, selection, total, fetchAll }: BulkAreaProps<R>) {
  const [request, setRequest] = useState<BulkRequest<R> | null>(null)
  const [resumeId, setResumeId] = useState(() => {
    const kept = readShopItem(bulkJobMarker(kind.list))
    return typeof kept === 'string' ? kept : null
  })
  const open = request !== null || resumeId !== null
  const start = (action: BulkAction) => setRequest({ action, offers: selection.all ? 'all' : [...selection.picked.values()] })
  const close = (finished: boolean) => {
    setRequest(null)
    setResumeId(null)
    if (finished) selection.clear()
  }
  return (
    <>
      <SelectionBar selection={selection} total={total} actions={kind.actions} busy={open} onAction={start} />
      {open ? (
        <Suspense fallback={<PageLoading label="Loading…" />}>
          <BulkPanel kind={kind} request={request} resumeId={request ? null : resumeId} fetchAll={fetchAll} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
