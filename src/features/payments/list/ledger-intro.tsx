import { lazy, Suspense } from 'react'
import type { paymentList } from '../../../api/lists'
import { Skeleton } from '../../../components/ui/skeleton'
import type { ListSearch } from '../../../lib/list-search'
import { WholeBalance } from './whole-balance'

const RangeArea = lazy(() => import('../components/range-area'))

/** Above the ledger's filters: the whole balance, then the range with its sums and chart (loaded after). */
export function LedgerIntro({ search }: { search: ListSearch<typeof paymentList> }) {
  return (
    <>
      <WholeBalance />
      <Suspense fallback={<Skeleton style={{ height: '16rem' }} />}>
        <RangeArea search={search} />
      </Suspense>
    </>
  )
}
