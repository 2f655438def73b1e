import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { OfferStatusAction, OfferWriteResult } from '../../api/client'
import type { OfferChanges } from '../../api/offer-changes'
import { currencyOfferQueries } from './queries'

/* The writes to an offer, apart from its queries, which the routes' loaders (start-up code) load. */

/**
 * After a write: the offer from the answer goes into the cache (no second read of it), and everything else
 * about the offers is read again: the standing among the competitors, the lists.
 */
function afterOfferWrite(queryClient: QueryClient, currencyOfferId: number, { offer }: OfferWriteResult) {
  const ownKey = currencyOfferQueries.own(currencyOfferId).queryKey
  queryClient.setQueryData(ownKey, offer)
  return queryClient.invalidateQueries({
    queryKey: currencyOfferQueries.all(),
    predicate: (query) => !(query.queryKey[1] === currencyOfferId && query.queryKey[2] === 'own'),
  })
}

/**
 * Changes an offer (`api.updateCurrencyOffer`: only the fields given; the price as fixed-point text, checked
 * against the offer's write limit before it is sent). `action` names the write in the activity log, with the
 * request id of the answer: "Price set from €0.119 to €0.118 per 1K Gold". Never retried: a failure is shown,
 * an unknown outcome is checked by reading the offer.
 */
export function updateOfferMutation(
  queryClient: QueryClient,
  currencyOfferId: number,
  action = 'Offer changed',
): UseMutationOptions<OfferWriteResult, Error, OfferChanges> {
  return {
    meta: { activity: { action, itemType: 'currency-offer', itemId: currencyOfferId } },
    mutationFn: (changes: OfferChanges) => api.updateCurrencyOffer(currencyOfferId, changes),
    onSuccess: (result) => afterOfferWrite(queryClient, currencyOfferId, result),
    retry: false,
  }
}

const STATUS_ACTIONS: Record<OfferStatusAction, string> = {
  list: 'Offer listed',
  draft: 'Offer unlisted',
  archive: 'Offer archived',
}

/** List, unlist (draft) or archive an offer: one POST, within the offer's write limit. */
export function offerStatusMutation(
  queryClient: QueryClient,
  currencyOfferId: number,
  statusAction: OfferStatusAction,
): UseMutationOptions<OfferWriteResult, Error, void> {
  return {
    meta: { activity: { action: STATUS_ACTIONS[statusAction], itemType: 'currency-offer', itemId: currencyOfferId } },
    mutationFn: () => api.changeCurrencyOfferStatus(currencyOfferId, statusAction),
    onSuccess: (result) => afterOfferWrite(queryClient, currencyOfferId, result),
    retry: false,
  }
}
