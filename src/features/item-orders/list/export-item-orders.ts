import { listItemOfferOrders, listItemOrders, type ItemOrderQuery } from '../../../api/item-orders'
import type { ItemOrder } from '../../../api/records/item-order'
import { csvDates, csvFields, csvFlags, csvReference, type CsvColumns } from '../../../lib/csv'
import { csvExport } from '../../../lib/export-pages'

/** One row per order, dates in ISO 8601 UTC. */
const ITEM_ORDER_CSV: CsvColumns<ItemOrder> = {
  ...csvFields<ItemOrder>('id', 'title', 'status', 'item_offer_id', 'quantity'),
  ...csvReference('game', (order: ItemOrder) => order.game, 'name'),
  ...csvReference('buyer', (order: ItemOrder) => order.buyer, 'username'),
  ...csvFields<ItemOrder>('unit_price_eur', 'price_eur', 'price_usd'),
  ...csvFlags<ItemOrder>('is_disputed'),
  ...csvDates<ItemOrder>('created_at', 'updated_at', 'completed_at', 'refunded_at'),
}

/** Every item order that matches `query`, in its sort, as CSV text. */
export const exportList = csvExport((query: ItemOrderQuery, options) => listItemOrders(query, options), ITEM_ORDER_CSV)

/** The same for one offer's orders. */
export const offerExport = (itemOfferId: number) =>
  csvExport((query: ItemOrderQuery, options) => listItemOfferOrders(itemOfferId, query, options), ITEM_ORDER_CSV)
