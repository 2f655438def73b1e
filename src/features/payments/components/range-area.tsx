import type { paymentList } from '../../../api/lists'
import type { ListSearch } from '../../../lib/list-search'
import { RangePicker } from './range-picker'
import RangeSummary from './range-summary'

/** The ledger's range and its figures: loaded after the ledger's first paint, with the chart and the local copy. */
export default function RangeArea({ search }: { search: ListSearch<typeof paymentList> }) {
  return (
    <>
      <RangePicker value={search.created_at} />
      <RangeSummary search={search} />
    </>
  )
}
