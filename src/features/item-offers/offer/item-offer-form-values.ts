import type { ItemOfferChanges } from '../../../api/item-offer-changes'
import type { ItemOffer } from '../../../api/records/item-offer'
import { sameDecimal } from '../../../lib/fixed-point'

/** What the seller typed, kept as typed whatever it is; `item_data` as the template's fields hold it. */
export interface ItemOfferFormValues {
  title: string
  description: string
  price: string
  stock: string
  min_quantity: string
  item_data: Record<string, unknown>
}

export function initialValues(offer: ItemOffer): ItemOfferFormValues {
  return {
    title: offer.title ?? '',
    description: offer.description ?? '',
    price: offer.price_eur ?? '',
    stock: offer.stock === null ? '' : String(offer.stock),
    min_quantity: offer.min_quantity === null ? '' : String(offer.min_quantity),
    item_data: { ...(offer.parameters ?? {}) },
  }
}

const sameNumber = (text: string, value: number | null) => value !== null && text.trim() === String(value)
const sameData = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null))

/**
 * Only what differs from the offer as read: the PATCH sends nothing else. A field that could not be read is
 * sent when the seller typed something into it. `item_data` goes whole when any of its fields changed.
 */
export function changedFields(offer: ItemOffer, values: ItemOfferFormValues): ItemOfferChanges {
  const changes: ItemOfferChanges = {}
  if (values.title !== (offer.title ?? '')) changes.title = values.title
  if (values.description !== (offer.description ?? '')) changes.description = values.description
  if (!sameDecimal(values.price, offer.price_eur)) changes.price = values.price
  if (!sameNumber(values.stock, offer.stock)) changes.stock = values.stock
  if (!sameNumber(values.min_quantity, offer.min_quantity)) changes.min_quantity = values.min_quantity
  if (!sameData(values.item_data, offer.parameters ?? {})) changes.item_data = values.item_data
  return changes
}

const READ_AS = { price: 'price_eur', item_data: 'parameters' } as const

/** Whether the offer read back has every change that was sent (for "Check now" after an unknown outcome). */
export function hasChanges(offer: ItemOffer, sent: ItemOfferChanges): 'applied' | 'not-applied' | 'unknown' {
  const fields = Object.keys(sent) as (keyof ItemOfferChanges)[]
  if (fields.some((field) => (field in READ_AS ? READ_AS[field as keyof typeof READ_AS] : field) in offer.unreadable)) return 'unknown'
  const rest = Object.keys(changedFields(offer, { ...initialValues(offer), ...sent }))
  return rest.some((field) => fields.includes(field as keyof ItemOfferChanges)) ? 'not-applied' : 'applied'
}
