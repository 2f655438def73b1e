import type { OtherOffer } from '../../api/records/other-offer'

/** The fields an offer is ranked, filtered and summed up by. */
const RANKING_FIELDS = ['price_eur', 'price_usd', 'currency_unit', 'stock', 'min_quantity', 'delivery_time', 'seller'] as const
type RankingField = (typeof RANKING_FIELDS)[number]

/** An offer whose ranking fields were all read. */
export type RankableOffer = Omit<OtherOffer, RankingField> & { readonly [K in RankingField]: NonNullable<OtherOffer[K]> }

function isRankable(offer: OtherOffer): offer is RankableOffer {
  return RANKING_FIELDS.every((field) => offer[field] !== null)
}

/** The offers that can be ranked, and those that cannot because a price, unit, stock... could not be read. */
export function splitRankable(offers: readonly OtherOffer[]): { rankable: RankableOffer[]; unranked: OtherOffer[] } {
  const rankable: RankableOffer[] = []
  const unranked: OtherOffer[] = []
  for (const offer of offers) {
    if (isRankable(offer)) rankable.push(offer)
    else unranked.push(offer)
  }
  return { rankable, unranked }
}
