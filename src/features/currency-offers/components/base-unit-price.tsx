import { Muted } from '../../../components/ui/text'
import { dec, perBaseUnit } from '../decimal'
import { formatUnitPrice } from '../format-price'

/** " (€0.000119 per 1 Gold)": a unit's price for one of its base units, computed exactly. */
export function BaseUnitPrice({ amount, per, currencyName }: { amount: string; per: number; currencyName: string }) {
  return (
    <Muted as="span">
      {' '}
      ({formatUnitPrice(perBaseUnit({ amount: dec(amount), per }))} per 1 {currencyName})
    </Muted>
  )
}
