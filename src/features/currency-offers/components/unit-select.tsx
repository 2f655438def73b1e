import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { unitChoices, unitLabel, type QuotedUnit } from '../units'

interface UnitSelectProps {
  label: string
  value: number
  units: readonly QuotedUnit[]
  baseName: string
  /** The seller's offer's own unit, when known: named as such. */
  offerUnit: number | null | undefined
  onChange: (multiplier: number) => void
}

/** The unit a price is typed per: the seller's own offer's by default, 1 base unit as the table compares. */
export function UnitSelect({ label, value, units, baseName, offerUnit, onChange }: UnitSelectProps) {
  const choices = unitChoices(units, value, ...(offerUnit ? [offerUnit] : []))
  return (
    <Field label={label}>
      <Select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((multiplier) => (
          <option key={multiplier} value={multiplier}>
            {unitLabel(multiplier, units, baseName)}
            {multiplier === offerUnit ? ' (your offer’s unit)' : multiplier === 1 ? ' (as in the table)' : ''}
          </option>
        ))}
      </Select>
    </Field>
  )
}
