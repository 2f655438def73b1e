import type { GiftCardOffer } from '../../../api/records/gift-card-offer'
import { SectionCard } from '../../../components/ui/section-card'
import type { AddedKey } from './added-keys'

/** Keys for the offer's stock: all in one POST. */
export function AddKeys(_props: { offer: GiftCardOffer; onAdded: (keys: AddedKey[]) => void }) {
  return <SectionCard title="Add keys">…</SectionCard>
}
