import type { AccountOfferChanges, DeliveryTimeInput } from '../../api/account-offers'
import type { AccountOffer } from '../../api/records/account-offer'
import type { TemplateField } from '../../lib/offer-template'
import type { PriceRule } from '../../lib/price-change'
import { DELIVERY_UNITS } from '../../lib/delivery-time'
import { codePointLength } from '../../lib/text'
import { safeHttpUrl } from '../../lib/safe-url'

/*
 * The fixed fields of an account offer as the seller types them (text, kept as typed), their checks before
 * sending, and the change a PATCH sends: only what differs from the offer as read.
 */

export const TITLE_MAX = 255
export const DESCRIPTION_MAX = 5028
/** The live service's refusal: "The minimum price ... is 0.99 €". */
export const MIN_PRICE = '0.99'
/** What a bulk price change keeps to: 2 decimals, at least the minimum. */
export const PRICE_RULE: PriceRule = { decimals: 2, min: MIN_PRICE }

export interface OfferTextValues {
  title: string
  description: string
  price: string
  delivery_duration: string
  delivery_unit: string
  delivery_instructions: string
  /** One link a line. */
  image_urls: string
}

export type OfferTextField = keyof OfferTextValues

export function initialOfferValues(offer: AccountOffer): OfferTextValues {
  return {
    title: offer.title ?? '',
    description: offer.description ?? '',
    price: offer.price ?? '',
    delivery_duration: offer.delivery_time ? String(offer.delivery_time.duration) : '',
    delivery_unit: offer.delivery_time?.unit ?? 'hours',
    delivery_instructions: offer.delivery_instructions ?? '',
    image_urls: (offer.image_urls ?? []).join('\n'),
  }
}

export const imageLinks = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '')

/** Why `text` is not an account's price, or null. */
export function accountPriceError(text: string): string | null {
  const value = text.trim()
  if (value === '') return 'Enter the price in euros.'
  const decimals = /^\d+\.(\d+)$/.exec(value)?.[1]?.length ?? 0
  if (decimals > 2) return `The price can have at most 2 decimals; this one has ${decimals}.`
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'Enter the price in euros as a number with a point, like 19.90.'
  const [whole = '0', fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0')) < 99 ? `The lowest price for an account is €${MIN_PRICE}.` : null
}

/** The delivery time typed, or why it is not one. */
export function readDelivery(values: Pick<OfferTextValues, 'delivery_duration' | 'delivery_unit'>): DeliveryTimeInput | string {
  const text = values.delivery_duration.trim()
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return 'Enter the delivery time as a whole number of at least 1.'
  if (!DELIVERY_UNITS.includes(values.delivery_unit as DeliveryTimeInput['unit'])) return 'Choose minutes, hours or days.'
  return { duration: Number(text), unit: values.delivery_unit as DeliveryTimeInput['unit'] }
}

/** Every field's message for the fields given (all when `only` is left out); empty when they may be sent. */
export function offerValueErrors(values: OfferTextValues, only?: readonly OfferTextField[]): Partial<Record<OfferTextField, string>> {
  const errors: Partial<Record<OfferTextField, string>> = {}
  const check = (field: OfferTextField, message: string | null) => {
    if (message && (!only || only.includes(field))) errors[field] = message
  }
  const title = values.title.trim()
  check('title', title === '' ? 'Enter a title.' : codePointLength(values.title) > TITLE_MAX ? `The title can be at most ${TITLE_MAX} characters; this is ${codePointLength(values.title)}.` : null)
  check('description', values.description.trim() === '' ? 'Enter a description.' : codePointLength(values.description) > DESCRIPTION_MAX ? `The description can be at most ${DESCRIPTION_MAX} characters; this is ${codePointLength(values.description)}.` : null)
  check('price', accountPriceError(values.price))
  const delivery = readDelivery(values)
  check('delivery_duration', typeof delivery === 'string' ? delivery : null)
  const bad = imageLinks(values.image_urls).filter((link) => safeHttpUrl(link) === null)
  check('image_urls', bad.length > 0 ? `Not a web link (http or https): ${bad[0]}` : null)
  return errors
}

/** Only what differs from the offer as read: the PATCH sends nothing else. */
export function changedOfferFields(offer: AccountOffer, values: OfferTextValues): { changes: AccountOfferChanges; fields: OfferTextField[] } {
  const before = initialOfferValues(offer)
  const changes: AccountOfferChanges = {}
  const fields: OfferTextField[] = []
  const differs = (field: OfferTextField, now: string, then: string) => now !== then && fields.push(field) > 0
  if (differs('title', values.title, before.title)) changes.title = values.title
  if (differs('description', values.description, before.description)) changes.description = values.description
  if (Number(values.price) !== Number(before.price) && differs('price', values.price.trim(), before.price)) changes.price = values.price.trim()
  const delivery = readDelivery(values)
  const deliveryNow = `${values.delivery_duration.trim()} ${values.delivery_unit}`
  if (differs('delivery_duration', deliveryNow, `${before.delivery_duration} ${before.delivery_unit}`) && typeof delivery !== 'string') {
    changes.delivery_time = delivery
  }
  if (differs('delivery_instructions', values.delivery_instructions, before.delivery_instructions)) {
    changes.delivery_instructions = values.delivery_instructions.trim() === '' ? null : values.delivery_instructions
  }
  const links = imageLinks(values.image_urls)
  if (differs('image_urls', links.join('\n'), imageLinks(before.image_urls).join('\n'))) changes.image_urls = links
  return { changes, fields }
}

/** The offer's `parameters` as the template's form holds them: text, a checkbox's boolean, a multi-select's choices. */
export function templateFormValues(fields: readonly TemplateField[], parameters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = parameters[field.key]
      if (field.kind === 'boolean') return [field.name, value === true]
      if (field.kind === 'multi-select') return [field.name, Array.isArray(value) ? value.map(String) : []]
      if (field.kind === 'list') return [field.name, Array.isArray(value) ? value.map(String).join('\n') : '']
      return [field.name, value == null || typeof value === 'object' ? '' : String(value)]
    }),
  )
}
