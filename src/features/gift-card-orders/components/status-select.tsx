import { humanize } from '../../../lib/format'
import { GIFT_CARD_ORDER_STATUSES } from '../search'
import { useListSearch } from './use-list-search'

export function StatusSelect() {
  const { search, update } = useListSearch()
  return (
    <div className="field gco-status">
      <label htmlFor="gco-status">Status</label>
      <select
        id="gco-status"
        value={search.status ?? ''}
        onChange={(event) => {
          const value = event.target.value
          const status = GIFT_CARD_ORDER_STATUSES.find((candidate) => candidate === value)
          void update({ status })
        }}
      >
        <option value="">All statuses</option>
        {GIFT_CARD_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {humanize(status)}
          </option>
        ))}
      </select>
    </div>
  )
}
