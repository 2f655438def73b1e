import { useQueryClient } from '@tanstack/react-query'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { OfferStatusActions as Actions } from '../../../components/offer/offer-status-actions'
import { offerStatusMutation } from '../mutations'
import { currencyOfferQueries } from '../queries'

/** List, unlist and archive a currency offer (the shared listing card). */
export function OfferStatusActions({ offer }: { offer: CurrencyOffer }) {
  const queryClient = useQueryClient()
  return (
    <Actions
      offer={offer}
      mutation={(action) => offerStatusMutation(queryClient, offer.id, action)}
      readStatus={async () => {
        const fresh = await queryClient.fetchQuery({ ...currencyOfferQueries.own(offer.id), staleTime: 0 })
        return 'status' in fresh.unreadable ? null : fresh.status
      }}
    />
  )
}
