import { listItemOffers, type ItemOffersQuery } from '../../../api/item-offers'
import type { ItemOffer } from '../../../api/records/item-offer'
import { csvDates, csvFields, csvReference, type CsvColumns } from '../../../lib/csv'
import { csvExport } from '../../../lib/export-pages'

/** One row per offer, prices as the API's decimal strings, dates in ISO 8601 UTC. */
export const ITEM_OFFER_CSV: CsvColumns<ItemOffer> = {
  ...csvFields<ItemOffer>('id', 'external_id', 'title', 'status'),
  ...csvReference('game', (offer: ItemOffer) => offer.game, 'name'),
  ...csvFields<ItemOffer>('price_eur', 'price_usd', 'stock', 'min_quantity', 'views'),
  delivery_time: (offer) => offer.delivery_time?.format_long ?? null,
  ...csvDates<ItemOffer>('created_at', 'updated_at', 'listed_at'),
}

/** Every item offer that matches `query`, in its sort, as CSV text. Loaded on first use. */
export const exportList = csvExport((query: ItemOffersQuery, options) => listItemOffers(query, options), ITEM_OFFER_CSV)
