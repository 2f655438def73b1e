import type { OfferChanges, OfferField } from '../../../api/offer-changes'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { sameDecimal as samePrice } from '../../../lib/fixed-point'

/** What the seller typed: text, kept as typed whatever it is. */
export interface OfferFormValues {
  price: string
  stock: string
  min_quantity: string
}

export function initialValues(offer: CurrencyOffer): OfferFormValues {
  return {
    price: offer.price_eur ?? '',
    stock: offer.stock === null ? '' : String(offer.stock),
    min_quantity: offer.min_quantity === null ? '' : String(offer.min_quantity),
  }
}


const sameNumber = (text: string, value: number | null) => value !== null && text.trim() === String(value)

/** Only what differs from the offer as read: the PATCH sends nothing else. */
export function changedFields(offer: CurrencyOffer, values: OfferFormValues): OfferChanges {
  const changes: OfferChanges = {}
  if (!samePrice(values.price, offer.price_eur)) changes.price = values.price
  if (!sameNumber(values.stock, offer.stock)) changes.stock = values.stock
  if (!sameNumber(values.min_quantity, offer.min_quantity)) changes.min_quantity = values.min_quantity
  return changes
}

/** Whether the offer read back has every change that was sent (for "Check now" after an unknown outcome). */
export function hasChanges(offer: CurrencyOffer, sent: OfferChanges): 'applied' | 'not-applied' | 'unknown' {
  const fields = Object.keys(sent) as OfferField[]
  const key = (field: OfferField) => (field === 'price' ? 'price_eur' : field)
  if (fields.some((field) => key(field) in offer.unreadable)) return 'unknown'
  return Object.keys(changedFields(offer, { ...initialValues(offer), ...stringify(sent) })).length === 0
    ? 'applied'
    : 'not-applied'
}

function stringify(changes: OfferChanges): Partial<OfferFormValues> {
  return Object.fromEntries(Object.entries(changes).map(([field, value]) => [field, String(value)]))
}
