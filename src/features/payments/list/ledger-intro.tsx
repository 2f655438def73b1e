import { lazy, Suspense } from 'react'
import type { paymentList } from '../../../api/lists'
import { Skeleton } from '../../../components/ui/skeleton'
import type { ListSearch } from '../../../lib/list-search'
import { RangePicker } from '../components/range-picker'
import { WholeBalance } from '../components/whole-balance'

const RangeSummary = lazy(() => import('../components/range-summary'))

/** Above the ledger's filters: the whole balance, the range, and the range's sums and chart (loaded after). */
export function LedgerIntro({ search }: { search: ListSearch<typeof paymentList> }) {
  return (
    <>
      <WholeBalance />
      <RangePicker value={search.created_at} />
      <Suspense fallback={<Skeleton style={{ height: '12rem' }} />}>
        <RangeSummary search={search} />
      </Suspense>
    </>
  )
}
