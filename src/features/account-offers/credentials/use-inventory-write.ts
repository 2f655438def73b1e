import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useWriteCheck } from '../../../lib/write-check'
import { inventoryMutation, type InventoryResult, type InventoryWrite } from '../mutations'
import { accountOfferQueries } from '../queries'
import { inventoryShows } from './inventory-outcome'

export type InventoryNotice = { tone: 'success' | 'info'; text: string } | null

/**
 * One write to the inventory at a time: sent once, its refusal kept for the page to show, an unknown outcome
 * checked by reading the inventory back (never sent again on its own).
 */
export function useInventoryWrite(offerId: number) {
  const queryClient = useQueryClient()
  const add = useMutation(inventoryMutation(queryClient, offerId, 'add'))
  const edit = useMutation(inventoryMutation(queryClient, offerId, 'edit'))
  const remove = useMutation(inventoryMutation(queryClient, offerId, 'delete'))
  const bulk = useMutation(inventoryMutation(queryClient, offerId, 'bulk-delete'))
  const mutations = { add, edit, delete: remove, 'bulk-delete': bulk }
  const [failure, setFailure] = useState<unknown>(null)
  const [notice, setNotice] = useState<InventoryNotice>(null)
  const retryAfter = useRetryAfter()
  const last = useRef<InventoryWrite | null>(null)
  const pending = Object.values(mutations).some((mutation) => mutation.isPending)

  const readBack = () => queryClient.fetchQuery({ ...accountOfferQueries.credentials(offerId), staleTime: 0 })
  const writeCheck = useWriteCheck(async () => (last.current ? inventoryShows(last.current, await readBack()) : 'unknown'))

  /** The answer, or null when it failed (the failure is shown by the page). */
  const send = async (write: InventoryWrite): Promise<InventoryResult | null> => {
    if (pending) return null
    setFailure(null)
    setNotice(null)
    writeCheck.clear()
    last.current = write
    try {
      return await mutations[write.kind].mutateAsync(write)
    } catch (error) {
      if (!writeCheck.noteFailure(error)) {
        setFailure(error)
        retryAfter.noteFailure(error)
      }
      return null
    }
  }

  return { send, pending, failure, notice, setNotice, writeCheck, waitSeconds: retryAfter.waitSeconds, readBack }
}
