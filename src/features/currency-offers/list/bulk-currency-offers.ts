import { api } from '../../../api/api'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import type { BulkKind } from '../../../components/list/bulk-kind'
import { currencyOfferQueries } from '../queries'

/**
 * Currency offers, many at once: `POST …/list | draft` as the offer's page lists and unlists it (api-notes: draft
 * "removes it from public listings"), and the price per unit by `PATCH`. No delete in the API.
 */
export const CURRENCY_OFFER_BULK: BulkKind<CurrencyOffer> = {
  list: 'currency-offers',
  itemType: 'currency-offer',
  actions: ['list', 'draft', 'price'],
  offer: (offer) => ({ id: offer.id, title: offer.title, price: offer.price_eur, status: offer.status }),
  load: async () => ({
    priceRule: (await import('../../../api/offer-changes')).CURRENCY_PRICE_RULE,
    send: (id, change, after) =>
      change.kind === 'price' ? api.updateCurrencyOffer(id, { price: after ?? '' }) : api.changeCurrencyOfferStatus(id, change.kind === 'list' ? 'list' : 'draft'),
    readBack: async (id) => {
      const offer = await api.getCurrencyOffer(id)
      return { price: offer.price_eur, status: offer.status }
    },
  }),
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: currencyOfferQueries.all() }),
}
