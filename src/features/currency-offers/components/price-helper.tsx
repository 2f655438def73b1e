import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { SectionCard } from '../../../components/ui/section-card'
import { Select } from '../../../components/ui/select'
import { unitLabel } from '../units'
import { HelperResult, type HelperResultProps } from './helper-result'
import styles from './market.module.css'
import layout from '../layout.module.css'

interface PriceHelperProps extends HelperResultProps {
  text: string
  maxLength: number
  error: string | null
  onUnitChange: (multiplier: number) => void
}

/** The seller types a price and sees the rank it would get and the highest price that still wins. */
export function PriceHelper(props: PriceHelperProps) {
  const { text, maxLength, error, myUnit, units, baseName, onTextChange, onUnitChange } = props
  const choices = [1, ...units.map((unit) => unit.multiplier).filter((m) => m !== 1)]
  if (!choices.includes(myUnit)) choices.push(myUnit)

  return (
    <SectionCard title="Price helper" contentClassName={layout.stack}>
      <form className={styles.helperForm} onSubmit={(event) => event.preventDefault()} noValidate>
        <Field
          label="Your price (EUR)"
          hint="In EUR with a dot for decimals, for the unit chosen next to it. Compared exactly, without rounding."
          error={error}
        >
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength}
            value={text}
            placeholder="0.000125"
            onChange={(event) => onTextChange(event.target.value)}
          />
        </Field>
        <Field label="Price per">
          <Select value={myUnit} onChange={(event) => onUnitChange(Number(event.target.value))}>
            {choices.map((multiplier) => (
              <option key={multiplier} value={multiplier}>
                {unitLabel(multiplier, units, baseName)}
                {multiplier === 1 ? ' (as in the comparison)' : ''}
              </option>
            ))}
          </Select>
        </Field>
      </form>
      <HelperResult {...props} />
    </SectionCard>
  )
}
