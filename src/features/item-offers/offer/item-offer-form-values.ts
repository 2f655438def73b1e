import type { ItemOfferChanges } from '../../../api/offer-changes'
import type { ItemOffer } from '../../../api/records/item-offer'
import { sameDecimal } from '../../../lib/fixed-point'
import type { TemplateField } from '../../../lib/offer-template'
import { templateFormValues } from '../../../lib/template-form-values'
import { templateData } from '../../../lib/template-values'

/** What the seller typed, kept as typed whatever it is; `item_data` as the template's fields hold it. */
export interface ItemOfferFormValues {
  title: string
  description: string
  price: string
  stock: string
  min_quantity: string
  item_data: Record<string, unknown>
}

export function initialValues(offer: ItemOffer, fields: readonly TemplateField[] = []): ItemOfferFormValues {
  return {
    title: offer.title ?? '',
    description: offer.description ?? '',
    price: offer.price_eur ?? '',
    stock: offer.stock === null ? '' : String(offer.stock),
    min_quantity: offer.min_quantity === null ? '' : String(offer.min_quantity),
    item_data: templateFormValues(fields, offer.parameters ?? {}),
  }
}

const sameNumber = (text: string, value: number | null) => value !== null && text.trim() === String(value)
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Only what differs from the offer as read: the PATCH sends nothing else. `item_data` goes whole when one of the
 * template's fields changed: the template's data as typed, with what the offer holds beyond the template kept.
 */
export function changedFields(offer: ItemOffer, values: ItemOfferFormValues, fields: readonly TemplateField[] = []): ItemOfferChanges {
  const changes: ItemOfferChanges = {}
  if (values.title !== (offer.title ?? '')) changes.title = values.title
  if (values.description !== (offer.description ?? '')) changes.description = values.description
  if (!sameDecimal(values.price, offer.price_eur)) changes.price = values.price
  if (!sameNumber(values.stock, offer.stock)) changes.stock = values.stock
  if (!sameNumber(values.min_quantity, offer.min_quantity)) changes.min_quantity = values.min_quantity
  const held = offer.parameters ?? {}
  const data = templateData(fields, values.item_data)
  if (fields.some((field) => !same(data[field.key], held[field.key]))) {
    const beyond = Object.entries(held).filter(([key]) => !fields.some((field) => field.key === key))
    changes.item_data = { ...Object.fromEntries(beyond), ...data }
  }
  return changes
}

const READ_AS = { price: 'price_eur', item_data: 'parameters' } as const
const readAs = (field: keyof ItemOfferChanges) => (field in READ_AS ? READ_AS[field as keyof typeof READ_AS] : field)

/** Whether the offer read back has every change that was sent (for "Check now" after an unknown outcome). */
export function hasChanges(offer: ItemOffer, sent: ItemOfferChanges): 'applied' | 'not-applied' | 'unknown' {
  const fields = Object.keys(sent) as (keyof ItemOfferChanges)[]
  if (fields.some((field) => readAs(field) in offer.unreadable)) return 'unknown'
  const { item_data: data, ...fixed } = sent
  const rest = Object.keys(changedFields(offer, { ...initialValues(offer), ...fixed }))
  const held = offer.parameters ?? {}
  const dataApplied = data === undefined || Object.keys({ ...data, ...held }).every((key) => same(data[key], held[key]))
  return dataApplied && !rest.some((field) => fields.includes(field as keyof ItemOfferChanges)) ? 'applied' : 'not-applied'
}
