import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { OwnOfferStandingText } from '../components/own-offer-standing'
import layout from '../layout.module.css'
import { currencyOfferQueries } from '../queries'
import { splitRankable } from '../rankable'

/**
 * The text of the card "Your offer now": where the offer's price stands among the competitors that the route's
 * loader asked for, as the competing offers page says it.
 */
export function OfferStanding({ currencyOfferId }: { currencyOfferId: number }) {
  const competitors = useQuery(currencyOfferQueries.otherOffers(currencyOfferId))
  const rankable = useMemo(() => (competitors.data ? splitRankable(competitors.data.records).rankable : null), [competitors.data])
  return (
    <div className={layout.stack}>
      <OwnOfferStandingText currencyOfferId={currencyOfferId} competitors={rankable} />
    </div>
  )
}
