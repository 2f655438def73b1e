import type { ItemOffer } from '../../../api/records/item-offer'
import type { BulkKind } from '../../../components/list/bulk-kind'
import { itemOfferQueries } from '../queries'

/** Item offers, many at once: `POST …/list | draft` and the price by `PATCH` (api-notes); no delete in the API. */
export const ITEM_OFFER_BULK: BulkKind<ItemOffer> = {
  list: 'item-offers',
  itemType: 'item-offer',
  actions: ['list', 'draft', 'price'],
  offer: (offer) => ({ id: offer.id, title: offer.title, price: offer.price_eur, status: offer.status }),
  load: async () => {
    const [writes, reads, { ITEM_PRICE_RULE }] = await Promise.all([
      import('../../../api/item-offer-writes'),
      import('../../../api/item-offers'),
      import('../../../api/offer-changes'),
    ])
    return {
      priceRule: ITEM_PRICE_RULE,
      send: (id, change, after) =>
        change.kind === 'price' ? writes.updateItemOffer(id, { price: after ?? '' }) : writes.changeItemOfferStatus(id, change.kind === 'list' ? 'list' : 'draft'),
      readBack: async (id) => {
        const offer = await reads.getItemOffer(id)
        return { price: offer.price_eur, status: offer.status }
      },
    }
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: itemOfferQueries.all() }),
}
