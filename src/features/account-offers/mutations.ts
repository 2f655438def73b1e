import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import type { AccountOfferAction, AccountOfferChanges, AccountOfferWrite, NewAccountOffer } from '../../api/account-offers'
import type { ActivityEntry } from '../../lib/activity-log'
import { isApiError } from '../../lib/api-error'
import { accountOfferQueries, offersApi } from './queries'

/*
 * The writes to an account offer and its inventory. Each is sent once (never retried) and recorded in the
 * activity log by its action, the offer and the outcome with the request id: never a credential's text.
 */

const activity = (action: string, offerId: number) => ({ activity: { action, itemType: 'account-offer', itemId: offerId } })

/** After a write: the offer from the answer into the cache, the lists read again. */
function afterOfferWrite(queryClient: QueryClient, offerId: number, { offer }: AccountOfferWrite) {
  if (offer && offer.id === offerId) queryClient.setQueryData(accountOfferQueries.detail(offerId).queryKey, offer)
  return queryClient.invalidateQueries({
    queryKey: accountOfferQueries.all(),
    predicate: (query) => query.queryKey[1] === 'list' || (offer !== null && offer.id === offerId ? false : query.queryKey[2] === offerId),
  })
}

export function updateOfferMutation(queryClient: QueryClient, offerId: number): UseMutationOptions<AccountOfferWrite, Error, AccountOfferChanges> {
  return {
    meta: activity('Account offer changed', offerId),
    mutationFn: async (changes) => (await offersApi()).updateAccountOffer(offerId, changes),
    onSuccess: (result) => afterOfferWrite(queryClient, offerId, result),
    retry: false,
  }
}

const ACTION_NAMES: Record<AccountOfferAction, string> = {
  list: 'Account offer listed',
  draft: 'Account offer unlisted',
  duplicate: 'Account offer duplicated',
}

export function offerActionMutation(queryClient: QueryClient, offerId: number, action: AccountOfferAction): UseMutationOptions<AccountOfferWrite, Error, void> {
  return {
    meta: activity(ACTION_NAMES[action], offerId),
    mutationFn: async () => (await offersApi()).accountOfferAction(offerId, action),
    onSuccess: (result) => (action === 'duplicate' ? queryClient.invalidateQueries({ queryKey: accountOfferQueries.all() }) : afterOfferWrite(queryClient, offerId, result)),
    retry: false,
  }
}

export function deleteOfferMutation(queryClient: QueryClient, offerId: number): UseMutationOptions<AccountOfferWrite, Error, void> {
  return {
    meta: activity('Account offer deleted', offerId),
    mutationFn: async () => (await offersApi()).deleteAccountOffer(offerId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: accountOfferQueries.detail(offerId).queryKey })
      return queryClient.invalidateQueries({ queryKey: accountOfferQueries.all(), predicate: (query) => query.queryKey[1] === 'list' })
    },
    retry: false,
  }
}

/** The inventory and the offer's count are read again after every change to the credentials. */
function afterInventoryWrite(queryClient: QueryClient, offerId: number) {
  return queryClient.invalidateQueries({ queryKey: accountOfferQueries.all(), predicate: (query) => query.queryKey[1] === 'list' || query.queryKey[2] === offerId })
}

export type InventoryWrite =
  | { kind: 'add'; credentials: readonly string[] }
  | { kind: 'edit'; credentialId: number; credentials: string }
  | { kind: 'delete'; credentialId: number }
  | { kind: 'bulk-delete'; credentialIds: readonly number[] }

const INVENTORY_ACTIONS: Record<InventoryWrite['kind'], string> = {
  add: 'Credentials added',
  edit: 'Credential changed',
  delete: 'Credential deleted',
  'bulk-delete': 'Credentials deleted',
}

export interface InventoryResult {
  message: string | null
  createdCount?: number | null
  duplicateCount?: number | null
  deletedCount?: number | null
  requestId: string | null
}

async function sendInventoryWrite(offerId: number, write: InventoryWrite): Promise<InventoryResult> {
  const offers = await offersApi()
  switch (write.kind) {
    case 'add': {
      const result = await offers.addOfferCredentials(offerId, write.credentials)
      return { ...result, requestId: result.requestId ?? null }
    }
    case 'edit':
      return { message: null, ...(await offers.updateOfferCredential(offerId, write.credentialId, write.credentials)) }
    case 'delete':
      return offers.deleteOfferCredential(offerId, write.credentialId)
    case 'bulk-delete':
      return offers.bulkDeleteOfferCredentials(offerId, write.credentialIds)
  }
}

/** One inventory write; the activity log names it by its kind (the variables' texts are kept out of it). */
export function inventoryMutation(queryClient: QueryClient, offerId: number, kind: InventoryWrite['kind']): UseMutationOptions<InventoryResult, Error, InventoryWrite> {
  return {
    meta: activity(INVENTORY_ACTIONS[kind], offerId),
    mutationFn: (write) => sendInventoryWrite(offerId, write),
    onSettled: () => afterInventoryWrite(queryClient, offerId),
    retry: false,
    // The variables hold credentials: the mutation cache forgets them as soon as the write is settled.
    gcTime: 0,
  }
}

/**
 * Creates an offer (`POST /v2/account-offers/create`), once. The activity log gets the new offer's id from the
 * answer, so it is written here rather than from `meta`; never the credentials (a refusal's message has them removed).
 */
export function createOfferMutation(queryClient: QueryClient): UseMutationOptions<AccountOfferWrite, Error, NewAccountOffer> {
  const log = async (entry: Pick<ActivityEntry, 'itemId' | 'outcome' | 'status' | 'message' | 'requestId'>, secrets: readonly string[]) =>
    (await import('../../lib/activity-log')).recordActivity({ at: Date.now(), action: 'Account offer created', itemType: 'account-offer', ...entry }, secrets)
  return {
    mutationFn: async (offer) => (await offersApi()).createAccountOffer(offer),
    onSuccess: (result) => {
      void log({ itemId: result.offer ? String(result.offer.id) : null, outcome: 'succeeded', status: null, message: null, requestId: result.requestId }, [])
      return queryClient.invalidateQueries({ queryKey: accountOfferQueries.all(), predicate: (query) => query.queryKey[1] === 'list' })
    },
    onError: (error, offer) => {
      if (isApiError(error) && error.aborted) return
      const failure = isApiError(error) ? { status: error.status || null, message: error.message, requestId: error.requestId } : { status: null, message: error.message, requestId: null }
      void log({ itemId: null, outcome: 'failed', ...failure }, [...(offer.credentials ?? []), offer.title, offer.description])
    },
    retry: false,
    gcTime: 0,
  }
}
