import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import type { addGiftCardKeys, GiftCardOfferWrite, removeGiftCardKey } from '../../api/gift-card-offers'
import type { NewGiftCardOffer } from '../../api/gift-card-offer-body'
import { giftCardOfferQueries, offersApi } from './queries'

/*
 * The writes of gift card offers, apart from their queries, which the routes' loaders load. None is retried.
 * Keys are secrets: the mutations that carry them are dropped from the mutation cache as soon as nothing on the
 * page uses them (`gcTime: 0`), and the activity log gets the action and the request id, never a key.
 */

const activity = (action: string, itemId: number) => ({ activity: { action, itemType: 'gift-card-offer', itemId } })

/** The offer from the answer goes into the cache; the offer is read again when the answer lacks it; lists refresh. */
async function afterWrite(queryClient: QueryClient, id: number, offer: GiftCardOfferWrite['offer'] | undefined) {
  const { queryKey } = giftCardOfferQueries.detail(id)
  if (offer) queryClient.setQueryData(queryKey, offer)
  else await queryClient.invalidateQueries({ queryKey })
  await queryClient.invalidateQueries({ queryKey: [...giftCardOfferQueries.all(), 'list'] })
}

export function updatePriceMutation(queryClient: QueryClient, id: number): UseMutationOptions<GiftCardOfferWrite, Error, string> {
  return {
    meta: activity('Gift card offer price changed', id),
    mutationFn: async (price) => (await offersApi()).updateGiftCardOfferPrice(id, price),
    onSuccess: (result) => afterWrite(queryClient, id, result.offer),
    retry: false,
  }
}

export function deleteOfferMutation(queryClient: QueryClient, id: number): UseMutationOptions<{ message: string | null; requestId: string | null }, Error, void> {
  return {
    meta: activity('Gift card offer deleted', id),
    mutationFn: async () => (await offersApi()).deleteGiftCardOffer(id),
    // The offer's page leaves first, then forgets the offer (DeleteOffer): a page still open would read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...giftCardOfferQueries.all(), 'list'] }),
    retry: false,
  }
}

/** Every key in one POST; then the offer (its stock) is read again. */
export function addKeysMutation(queryClient: QueryClient, id: number) {
  return {
    meta: activity('Gift card keys added', id),
    mutationFn: async (keys: readonly string[]) => (await offersApi()).addGiftCardKeys(id, keys),
    onSuccess: () => afterWrite(queryClient, id, undefined),
    retry: false,
    gcTime: 0,
  } satisfies UseMutationOptions<Awaited<ReturnType<typeof addGiftCardKeys>>, Error, readonly string[]>
}

export function removeKeyMutation(queryClient: QueryClient, id: number) {
  return {
    meta: activity('Gift card key removed', id),
    mutationFn: async (deliveryId: number) => (await offersApi()).removeGiftCardKey(id, deliveryId),
    onSuccess: () => afterWrite(queryClient, id, undefined),
    retry: false,
    gcTime: 0,
  } satisfies UseMutationOptions<Awaited<ReturnType<typeof removeGiftCardKey>>, Error, number>
}

/** A new offer, its first keys in the same request. */
export function createOfferMutation(queryClient: QueryClient) {
  return {
    mutationFn: async (offer: NewGiftCardOffer) => (await offersApi()).createGiftCardOffer(offer),
    onSuccess: async (result: GiftCardOfferWrite) => {
      if (result.offer) queryClient.setQueryData(giftCardOfferQueries.detail(result.offer.id).queryKey, result.offer)
      await queryClient.invalidateQueries({ queryKey: [...giftCardOfferQueries.all(), 'list'] })
    },
    retry: false,
    gcTime: 0,
  } satisfies UseMutationOptions<GiftCardOfferWrite, Error, NewGiftCardOffer>
}
