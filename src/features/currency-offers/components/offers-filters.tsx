import { MAX_DELIVERY_CHOICES, MAX_DELIVERY_LABELS, type MaxDelivery, type OtherOffersSearch } from '../search'

interface OffersFiltersProps {
  inStock: boolean
  maxDelivery: MaxDelivery | undefined
  shown: number
  total: number
  onChange: (patch: Partial<OtherOffersSearch>) => void
}

function isMaxDelivery(value: string): value is MaxDelivery {
  return (MAX_DELIVERY_CHOICES as readonly string[]).includes(value)
}

function countText(shown: number, total: number): string {
  if (total === 1) return shown === 1 ? 'Showing the only offer' : 'Showing 0 of 1 offer'
  return shown === total ? `Showing all ${total} offers` : `Showing ${shown} of ${total} offers`
}

export function OffersFilters({ inStock, maxDelivery, shown, total, onChange }: OffersFiltersProps) {
  return (
    <form className="offers-filters card" aria-label="Filter offers" onSubmit={(event) => event.preventDefault()}>
      <div className="offers-filters__check">
        <input
          id="offers-in-stock"
          type="checkbox"
          checked={inStock}
          aria-describedby="offers-in-stock-hint"
          onChange={(event) => onChange({ in_stock: event.target.checked })}
        />
        <label htmlFor="offers-in-stock">In stock only</label>
        <p id="offers-in-stock-hint" className="field__hint">
          Stock covers at least the minimum quantity.
        </p>
      </div>
      <div className="offers-filters__field">
        <label htmlFor="offers-max-delivery">Maximum delivery time</label>
        <select
          id="offers-max-delivery"
          value={maxDelivery ?? ''}
          onChange={(event) => {
            const value = event.target.value
            onChange({ max_delivery: isMaxDelivery(value) ? value : undefined })
          }}
        >
          <option value="">Any</option>
          {MAX_DELIVERY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              Up to {MAX_DELIVERY_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <p className="offers-filters__count" role="status">
        {countText(shown, total)}
      </p>
    </form>
  )
}
