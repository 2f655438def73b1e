import type { AccountOffer } from '../../../api/records/account-offer'
import { csvDates, csvFields, csvFlags, csvReference, type CsvColumns } from '../../../lib/csv'
import { csvExport } from '../../../lib/export-pages'
import { offersApi, type AccountOffersQuery } from '../queries'

/** One row per offer, dates in ISO 8601 UTC. No credentials: the offer records do not carry them. */
export const ACCOUNT_OFFER_CSV: CsvColumns<AccountOffer> = {
  ...csvFields<AccountOffer>('id', 'title', 'status'),
  ...csvReference('game', (offer: AccountOffer) => offer.game, 'name'),
  price_eur: (offer) => offer.price,
  price_usd: (offer) => offer.price_usd,
  ...csvFields<AccountOffer>('views'),
  ...csvFlags<AccountOffer>('is_manual_delivery'),
  delivery_time: (offer) => offer.delivery_time?.format_long ?? null,
  account_order_ids: (offer) => offer.account_order_ids?.join(' ') ?? null,
  ...csvDates<AccountOffer>('created_at', 'updated_at', 'listed_at'),
}

/** Every account offer that matches `query`, in its sort, as CSV text. */
export const exportList = csvExport(
  async (query: AccountOffersQuery, options) => (await offersApi()).listAccountOffers(query, options),
  ACCOUNT_OFFER_CSV,
)
