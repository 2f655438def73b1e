import { useId } from 'react'
import { Card, CardContent } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { Muted } from '../../../components/ui/text'
import { MAX_DELIVERY_LABELS } from '../max-delivery'
import { MAX_DELIVERY_CHOICES, type MaxDelivery, type OtherOffersSearch } from '../search'
import styles from './other-offers.module.css'

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
  const hintId = useId()
  return (
    <Card>
      <CardContent>
        <form className={styles.filters} aria-label="Filter offers" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.check}>
            <Checkbox
              label="In stock only"
              checked={inStock}
              aria-describedby={hintId}
              onChange={(event) => onChange({ in_stock: event.target.checked })}
            />
            <Muted as="p" id={hintId}>
              Stock covers at least the minimum quantity.
            </Muted>
          </div>
          <Field label="Maximum delivery time">
            <Select
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
            </Select>
          </Field>
          <Muted as="p" className={styles.count} role="status">
            {countText(shown, total)}
          </Muted>
        </form>
      </CardContent>
    </Card>
  )
}
