import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { HelperResult, type HelperResultProps } from './helper-result'
import { UnitSelect } from './unit-select'
import styles from './market.module.css'
import layout from '../layout.module.css'

interface PriceHelperProps extends HelperResultProps {
  text: string
  maxLength: number
  error: string | null
  offerUnit: number | null | undefined
  onUnitChange: (multiplier: number) => void
}

/** The seller types a price and sees the rank it would get and the highest price that still wins. */
export function PriceHelper(props: PriceHelperProps) {
  const { text, maxLength, error, myUnit, units, baseName, offerUnit, onTextChange, onUnitChange } = props
  return (
    <div className={layout.stack}>
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
            placeholder="0.125"
            onChange={(event) => onTextChange(event.target.value)}
          />
        </Field>
        <UnitSelect
          label="Price per"
          value={myUnit}
          units={units}
          baseName={baseName}
          offerUnit={offerUnit}
          onChange={onUnitChange}
        />
      </form>
      <HelperResult {...props} />
    </div>
  )
}
