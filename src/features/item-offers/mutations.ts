import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import type { ItemOfferChanges } from '../../api/item-offer-changes'
import {
  changeItemOfferStatus,
  createItemOffer,
  updateItemOffer,
  type ItemOfferWriteResult,
  type NewItemOffer,
} from '../../api/item-offer-writes'
import type { OfferStatusAction } from '../../lib/offer-status'
import { itemOfferQueries } from './queries'

/* The writes to an item offer, loaded with the forms that send them. Never retried. */

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
    mutationFn: (changes) => updateItemOffer(itemOfferId, changes),
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
    mutationFn: () => changeItemOfferStatus(itemOfferId, action),
    onSuccess: (result) => afterWrite(queryClient, result),
    retry: false,
  }
}

/** One POST; the new draft goes into the cache for its page. */
export function createItemOfferMutation(queryClient: QueryClient): UseMutationOptions<ItemOfferWriteResult, Error, NewItemOffer> {
  return {
    mutationFn: (offer) => createItemOffer(offer),
    onSuccess: (result) => afterWrite(queryClient, result),
    retry: false,
  }
}
