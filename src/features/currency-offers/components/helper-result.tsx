import { getRouteApi } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { ApplyPrice } from '../apply/apply-price'
import { cx } from '../../../components/ui/class-names'
import { Muted } from '../../../components/ui/text'
import { pricePer, type UnitPrice } from '../decimal'
import { formatMoney } from '../../../lib/format'
import { formatWinningPrice, toInputText } from '../format-price'
import type { RankResult, WinningPrice } from '../price-helper'
import { rankSentence } from '../rank-text'
import { unitLabel, type QuotedUnit } from '../units'
import styles from './market.module.css'
import layout from '../layout.module.css'

const route = getRouteApi('/_app/currency-offers/$currencyOfferId/other-offers')

export interface HelperResultProps {
  myUnit: number
  units: readonly QuotedUnit[]
  baseName: string
  scope: string
  rank: RankResult | null
  mine: UnitPrice | null
  winning: WinningPrice
  onTextChange: (text: string) => void
}

/** The helper's answers: the rank of the typed price, and the highest price that is still the cheapest. */
export function HelperResult({ myUnit, units, baseName, scope, rank, mine, winning, onTextChange }: HelperResultProps) {
  const { currencyOfferId } = route.useParams()
  const { cheapest, step, amount } = winning
  const cheapestUnit = cheapest.offer.currency_unit
  const perMine = unitLabel(myUnit, units, baseName)
  // The winning price on the seller's chosen unit, shown rounded down (if at all) so that it still wins.
  const quoted = amount ? { amount, per: cheapestUnit.multiplier } : null
  const winningForMine = quoted ? pricePer(quoted, myUnit) : null

  return (
    <div className={cx(layout.stack, styles.result)}>
      <div aria-live="polite">
        {rank && mine ? (
          <>
            <p>
              <strong>{rankSentence(rank)}</strong>
            </p>
            <ApplyPrice offerId={currencyOfferId} price={mine} rank={rank} />
          </>
        ) : (
          <Muted as="p">Type a price to see where it would rank.</Muted>
        )}
      </div>
      <h3>Highest price that is still the cheapest</h3>
      {amount && winningForMine ? (
        <>
          <p className={styles.winning}>
            {formatWinningPrice(winningForMine)} per {perMine}
            {quoted && myUnit !== 1 ? (
              <Muted>
                {' '}
                ({formatWinningPrice(pricePer(quoted, 1))} per {unitLabel(1, units, baseName)})
              </Muted>
            ) : null}
          </p>
          <Button size="sm" className={styles.useButton} onClick={() => onTextChange(toInputText(winningForMine))}>
            Use this price
          </Button>
        </>
      ) : (
        <p>No lower price is possible: the cheapest competitor already asks the smallest step.</p>
      )}
      <Muted as="p">
        The cheapest competitor, {cheapest.offer.seller.username}, asks {formatMoney(cheapest.offer.price_eur, 'EUR')}{' '}
        per {cheapestUnit.name}. One price step is one unit in the last decimal place of that price (
        {formatMoney(step.toFixed(), 'EUR')}), and never more than {formatMoney('0.01', 'EUR')}; that price minus one
        step is the highest price that is still the cheapest. Ranks and prices count {scope}.
      </Muted>
    </div>
  )
}
