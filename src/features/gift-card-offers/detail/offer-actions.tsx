import { lazy, useMemo, useState } from 'react'
import type { GiftCardOffer } from '../../../api/records/gift-card-offer'
import { EditOfferCard } from '../../../components/offer/edit-offer-card'
import { AddKeys } from './add-keys'
import { AddedKeys, type AddedKey } from './added-keys'
import { DeleteOffer } from './delete-offer'

// The price form loads when the seller asks for it.
const PriceForm = lazy(() => import('./price-form').then((m) => ({ default: m.PriceForm })))

/**
 * What the seller can do with the offer: its price, keys to add, the keys just added (held here, in memory, for as
 * long as the page is open: never in the query cache or the browser's storage), and deletion.
 */
export function OfferActions({ offer, title }: { offer: GiftCardOffer; title: string }) {
  const [added, setAdded] = useState<AddedKey[]>([])
  const addedTexts = useMemo(() => added.flatMap(({ key }) => (key === null ? [] : [key])), [added])
  return (
    <>
      <EditOfferCard changes="The price. The card, its region and face value stay as they are.">
        <PriceForm offer={offer} />
      </EditOfferCard>
      <AddKeys offer={offer} added={addedTexts} onAdded={(keys) => setAdded((previous) => [...keys, ...previous])} />
      {added.length > 0 ? <AddedKeys offerId={offer.id} keys={added} onChange={setAdded} /> : null}
      <DeleteOffer offerId={offer.id} title={title} />
    </>
  )
}
