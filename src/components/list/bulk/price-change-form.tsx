import { useState, type FormEvent } from 'react'
import { priceChangeError, PRICE_CHANGE_MODES, type PriceChange, type PriceChangeMode, type PriceRule } from '../../../lib/price-change'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { Input } from '../../ui/input'
import { Cluster } from '../../ui/layout'
import { Select } from '../../ui/select'

const MODE_LABELS: Record<PriceChangeMode, string> = {
  set: 'Set the price to (€)',
  'raise-percent': 'Raise by a percentage (%)',
  'lower-percent': 'Lower by a percentage (%)',
  'raise-amount': 'Raise by an amount (€)',
  'lower-amount': 'Lower by an amount (€)',
}

interface PriceChangeFormProps {
  rule: PriceRule
  onReview: (change: PriceChange) => void
  onCancel: () => void
}

/** How the prices change: set, or raised or lowered by a percentage or an amount; checked before the review. */
export function PriceChangeForm({ rule, onReview, onCancel }: PriceChangeFormProps) {
  const [change, setChange] = useState<PriceChange>({ mode: 'raise-percent', value: '' })
  const [shown, setShown] = useState(false)
  const error = priceChangeError(change, rule)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (!error) onReview({ ...change, value: change.value.trim() })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Cluster as="div">
        <Field label="How">
          <Select value={change.mode} onChange={(event) => setChange({ ...change, mode: event.target.value as PriceChangeMode })}>
            {PRICE_CHANGE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="By how much"
          error={shown ? error : null}
          hint={`Prices are rounded to ${rule.decimals} decimals and never go below €${rule.min}.`}
        >
          <Input inputMode="decimal" autoComplete="off" value={change.value} onChange={(event) => setChange({ ...change, value: event.target.value })} />
        </Field>
      </Cluster>
      <Cluster as="div">
        <Button type="submit" variant="primary">
          Review the new prices
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Cluster>
    </form>
  )
}
