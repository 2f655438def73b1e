import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import type { ItemOfferChanges } from '../../api/offer-changes'
import type { ItemOfferWriteResult, NewItemOffer } from '../../api/item-offer-writes'
import type { OfferStatusAction } from '../../lib/offer-status'
import { itemOfferQueries } from './queries'

/* The writes to an item offer, never retried; their code and checks load with the first write, as the client's do. */

const writes = () => import('../../api/item-offer-writes')

/** The offer from the answer goes into the cache (no second read of it); the lists are read again. */
function afterWrite(queryClient: QueryClient, { offer }: ItemOfferWriteResult) {
  queryClient.setQueryData(itemOfferQueries.detail(offer.id).queryKey, offer)
  return queryClient.invalidateQueries({
    queryKey: itemOfferQueries.all(),
    predicate: (query) => !(query.queryKey[1] === offer.id && query.queryKey[2] === 'detail'),
  })
}

const activity = (action: string, itemOfferId: number) => ({ activity: { action, itemType: 'item-offer', itemId: itemOfferId } })

/** Only the fields given; checked against the offer's write limit before it is sent. */
export function updateItemOfferMutation(
  queryClient: QueryClient,
  itemOfferId: number,
): UseMutationOptions<ItemOfferWriteResult, Error, ItemOfferChanges> {
  return {
    meta: activity('Item offer changed', itemOfferId),
    mutationFn: async (changes) => (await writes()).updateItemOffer(itemOfferId, changes),
    onSuccess: (result) => afterWrite(queryClient, result),
    retry: false,
  }
}

const STATUS_ACTIONS: Record<OfferStatusAction, string> = {
  list: 'Item offer listed',
  draft: 'Item offer unlisted',
  archive: 'Item offer archived',
}

export function itemOfferStatusMutation(
  queryClient: QueryClient,
  itemOfferId: number,
  action: OfferStatusAction,
): UseMutationOptions<ItemOfferWriteResult, Error, void> {
  return {
    meta: activity(STATUS_ACTIONS[action], itemOfferId),
    mutationFn: async () => (await writes()).changeItemOfferStatus(itemOfferId, action),
    onSuccess: (result) => afterWrite(queryClient, result),
    retry: false,
  }
}

/** One POST; the new draft goes into the cache for its page. */
export function createItemOfferMutation(queryClient: QueryClient): UseMutationOptions<ItemOfferWriteResult, Error, NewItemOffer> {
  return {
    mutationFn: async (offer) => (await writes()).createItemOffer(offer),
    onSuccess: (result) => afterWrite(queryClient, result),
    retry: false,
  }
}
