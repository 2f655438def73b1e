import { useQueryClient } from '@tanstack/react-query'
import type { ItemOffer } from '../../../api/records/item-offer'
import { OfferStatusActions } from '../../../components/offer/offer-status-actions'
import { itemOfferStatusMutation } from '../mutations'
import { itemOfferQueries } from '../queries'

/** List, unlist and archive an item offer (the shared listing card). */
export function ItemOfferStatusActions({ offer }: { offer: ItemOffer }) {
  const queryClient = useQueryClient()
  return (
    <OfferStatusActions
      offer={offer}
      mutation={(action) => itemOfferStatusMutation(queryClient, offer.id, action)}
      readStatus={async () => {
        const fresh = await queryClient.fetchQuery({ ...itemOfferQueries.detail(offer.id), staleTime: 0 })
        return 'status' in fresh.unreadable ? null : fresh.status
      }}
    />
  )
}
