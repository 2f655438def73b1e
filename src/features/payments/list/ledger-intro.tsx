import type { paymentList } from '../../../api/lists'
import type { ListSearch } from '../../../lib/list-search'
import RangeArea from '../components/range-area'
import { WholeBalance } from './whole-balance'

/** Above the ledger's filters: the whole balance, then the range with its sums and chart. */
export function LedgerIntro({ search }: { search: ListSearch<typeof paymentList> }) {
  return (
    <>
      <WholeBalance />
      <RangeArea search={search} />
    </>
  )
}
