import { splitRankable, type RankableOffer } from '../../../src/features/currency-offers/rankable'
import { otherOfferSchema } from '../api/strict-readers'
import { buildOtherOffer } from '../../../src/mocks/factories'
import type { OtherOfferRecord } from '../../../src/mocks/types'
import { deliveryTime } from '../../../src/mocks/values'
import { prepareOffers, type PreparedOffer } from '../../../src/features/currency-offers/offers'

const UNIT_NAMES: Record<number, string> = { 1: 'Gold', 1000: '1K Gold', 1_000_000: '1M Gold' }

/** A competing offer as the API sends it: `price` EUR for one unit of `multiplier` Gold. */
export function offerRecord(
  id: number,
  price: string,
  multiplier = 1,
  overrides: Partial<OtherOfferRecord> = {},
): OtherOfferRecord {
  return buildOtherOffer({
    id,
    price_eur: price,
    price_usd: price,
    currency_unit: {
      slug: `gold-${multiplier}`,
      currency_name: 'Gold',
      name: UNIT_NAMES[multiplier] ?? `${multiplier} Gold`,
      symbol: 'g',
      multiplier,
    },
    seller: { id: 9000 + id, username: `Seller${id}` },
    delivery_time: deliveryTime(15, 'minutes'),
    ...overrides,
  })
}

export function offer(...args: Parameters<typeof offerRecord>): RankableOffer {
  const [rankable] = splitRankable([otherOfferSchema.parse(offerRecord(...args))]).rankable
  if (!rankable) throw new Error('the fixture offer cannot be ranked')
  return rankable
}

export function prepared(...offers: RankableOffer[]): PreparedOffer[] {
  return prepareOffers(offers)
}

export const ids = (rows: readonly PreparedOffer[]) => rows.map((row) => row.offer.id)
export { deliveryTime }
