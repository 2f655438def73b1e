import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatMoney } from '../../../lib/format'
import { isNotAvailable } from '../../../lib/not-available'
import { dec } from '../decimal'
import { prepareOffers } from '../offers'
import { rankPrice } from '../price-helper'
import type { RankableOffer } from '../rankable'
import { rankSentence } from '../rank-text'
import { currencyOfferQueries } from '../queries'
import layout from '../layout.module.css'

interface OwnOfferStandingProps {
  currencyOfferId: number
  /** The competitors that can be ranked; null while they load. */
  competitors: readonly RankableOffer[] | null
}

/**
 * The seller's own offer, read from the server: its current price and where that price ranks among the
 * competitors, without typing it in. The price helper below stays for what-if prices.
 */
export function OwnOfferStanding(props: OwnOfferStandingProps) {
  return (
    <SectionCard title="Your offer now" contentClassName={layout.stack}>
      <OwnOfferStandingText {...props} />
    </SectionCard>
  )
}

/** What the card "Your offer now" says, for a page that draws the card before this code arrives. */
export function OwnOfferStandingText({ currencyOfferId, competitors }: OwnOfferStandingProps) {
  const { data: offer, error } = useQuery(currencyOfferQueries.own(currencyOfferId))
  const prepared = useMemo(() => (competitors ? prepareOffers(competitors) : null), [competitors])
  const price = offer?.price_eur ?? null
  const unit = offer?.currency_unit ?? null
  const rank = useMemo(
    () =>
      prepared && price !== null && unit ? rankPrice({ amount: dec(price), per: unit.multiplier }, prepared) : null,
    [prepared, price, unit],
  )

  let body
  if (offer) {
    body = (
      <>
        <p>
          {offer.title ? <strong>{offer.title}: </strong> : null}
          <ReadField record={offer} field="price_eur">
            {(amount) => formatMoney(amount, 'EUR')}
          </ReadField>{' '}
          per{' '}
          <ReadField record={offer} field="currency_unit">
            {(quoted) => quoted.name}
          </ReadField>
        </p>
        {rank ? (
          <p>{rankSentence(rank, { current: true })}</p>
        ) : price === null || unit === null ? (
          <Muted as="p">Your price could not be read, so it cannot be ranked. Type it in the price helper.</Muted>
        ) : null}
      </>
    )
  } else if (error) {
    body = (
      <Muted as="p">
        {isNotAvailable(error)
          ? 'This server does not tell your own offer’s price.'
          : 'Your own offer could not be loaded.'}{' '}
        Type your price in the price helper to see where it ranks.
      </Muted>
    )
  } else {
    body = <Muted as="p">Loading your offer…</Muted>
  }

  return body
}
