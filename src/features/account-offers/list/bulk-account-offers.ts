import type { AccountOffer } from '../../../api/records/account-offer'
import type { BulkKind } from '../../../components/list/bulk-kind'
import { isApiError } from '../../../lib/api-error'
import { accountOfferQueries, offersApi } from '../queries'

/** Account offers, many at once: `POST …/list | draft`, `DELETE`, and the price by `PATCH` (api-notes). */
export const ACCOUNT_OFFER_BULK: BulkKind<AccountOffer> = {
  list: 'account-offers',
  itemType: 'account-offer',
  actions: ['list', 'draft', 'delete', 'price'],
  offer: (offer) => ({ id: offer.id, title: offer.title, price: offer.price, status: offer.status }),
  load: async () => {
    const [api, { PRICE_RULE }] = await Promise.all([offersApi(), import('../offer-values')])
    return {
      priceRule: PRICE_RULE,
      send: (id, change, after) => {
        if (change.kind === 'price') return api.updateAccountOffer(id, { price: after ?? '' })
        return change.kind === 'delete' ? api.deleteAccountOffer(id) : api.accountOfferAction(id, change.kind)
      },
      readBack: async (id) => {
        try {
          const offer = await api.getAccountOffer(id)
          return { price: offer.price, status: offer.status }
        } catch (error) {
          if (isApiError(error) && error.status === 404) return 'gone'
          throw error
        }
      },
    }
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: accountOfferQueries.all() }),
}
