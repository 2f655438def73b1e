import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/class-names'
import { Muted } from '../../../components/ui/text'
import { useCopy } from '../../../components/ui/use-copy'
import { pricePer } from '../decimal'
import { formatUnitPrice, formatWinningPrice, toInputText } from '../format-price'
import { priceWarText, reasonText } from './reason-text'
import styles from './repricing.module.css'
import type { Suggestion } from './rule'
import layout from '../layout.module.css'

const COPY_RESULTS = {
  copied: 'Copied',
  failed: 'Could not copy: the browser did not allow access to the clipboard.',
}

interface SuggestionViewProps {
  suggestion: Suggestion
  /** The unit the seller prices in: "1K Gold", 1000. */
  unit: { label: string; multiplier: number }
  /** "1 Gold": the table's unit, for comparing the suggestion with it. */
  baseUnit: string
  /** Beside "Copy price": "Apply this price". */
  apply?: ReactNode
}

/** The suggested price with its reason, and a button that copies it: the dashboard never changes a price itself. */
export function SuggestionView({ suggestion, unit: { label: unit, multiplier }, baseUnit, apply }: SuggestionViewProps) {
  const { result, copy } = useCopy()
  const warning = priceWarText(suggestion)
  const { price } = suggestion

  return (
    <div className={cx(layout.stack, styles.result)}>
      <h3>Suggested price</h3>
      <div aria-live="polite">
        {price ? (
          <>
            <p className={styles.price}>
              <strong>{formatWinningPrice(price)}</strong> per {unit}
            </p>
            {multiplier === 1 ? null : (
              <Muted as="p">
                {formatUnitPrice(pricePer({ amount: price, per: multiplier }, 1))} per {baseUnit}, as in the table
              </Muted>
            )}
          </>
        ) : (
          <p className={styles.price}>No suggestion</p>
        )}
        <p>{reasonText(suggestion, unit)}</p>
      </div>
      {warning ? <Alert tone="warning">{warning}</Alert> : null}
      {price ? (
        <Button className={styles.copy} onClick={() => void copy(toInputText(price))}>
          Copy price
        </Button>
      ) : null}
      {price ? apply : null}
      <p role="status" className={styles.status}>
        {result ? COPY_RESULTS[result] : ''}
      </p>
      <Muted as="p">
        Apply it to your offer here (you confirm first, and can undo it), or copy it. Counted: {suggestion.counted}{' '}
        {suggestion.counted === 1 ? 'offer' : 'offers'}.
      </Muted>
    </div>
  )
}
