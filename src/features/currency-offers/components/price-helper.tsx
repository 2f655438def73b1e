import { useId } from 'react'
import { unitLabel } from '../units'
import { HelperResult, type HelperResultProps } from './helper-result'
import { FieldError } from '../../../components/ui/field-error'

interface PriceHelperProps extends HelperResultProps {
  text: string
  maxLength: number
  error: string | null
  onUnitChange: (multiplier: number) => void
}

/** The seller types a price and sees the rank it would get and the highest price that still wins. */
export function PriceHelper(props: PriceHelperProps) {
  const { text, maxLength, error, myUnit, units, baseName, onTextChange, onUnitChange } = props
  const id = useId()
  const choices = [1, ...units.map((unit) => unit.multiplier).filter((m) => m !== 1)]
  if (!choices.includes(myUnit)) choices.push(myUnit)

  return (
    <section className="card market__helper" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Price helper</h2>
      <form className="helper-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="field">
          <label htmlFor={`${id}-price`}>Your price (EUR)</label>
          <input
            id={`${id}-price`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength}
            value={text}
            placeholder="0.000125"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            In EUR with a dot for decimals, for the unit chosen next to it. Compared exactly, without rounding.
          </p>
          <FieldError id={id} error={error} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>Price per</label>
          <select id={`${id}-unit`} value={myUnit} onChange={(event) => onUnitChange(Number(event.target.value))}>
            {choices.map((multiplier) => (
              <option key={multiplier} value={multiplier}>
                {unitLabel(multiplier, units, baseName)}
                {multiplier === 1 ? ' (as in the comparison)' : ''}
              </option>
            ))}
          </select>
        </div>
      </form>
      <HelperResult {...props} />
    </section>
  )
}
