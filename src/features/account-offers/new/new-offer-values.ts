import type { NewAccountOffer } from '../../../api/account-offers'
import type { TemplateField } from '../../../lib/offer-template'
import { checkTemplateValues, templateData, type TemplateValues } from '../../../lib/template-values'
import { imageLinks, offerValueErrors, readDelivery, type OfferTextField, type OfferTextValues } from '../offer-values'

/* The new offer's form as typed, its checks before sending, and the one body it sends. */

export interface NewOfferValues extends OfferTextValues {
  is_manual: boolean
  account_data: TemplateValues
}

export const NEW_OFFER_FIELDS: readonly OfferTextField[] = ['title', 'description', 'price', 'delivery_instructions', 'image_urls']

/** Every message by the form's field name (`price`, `account_data.rank`, `credentials`); empty when it may be sent. */
export function newOfferErrors(values: NewOfferValues, fields: readonly TemplateField[], credentials: readonly string[], batchError: string | null) {
  const own = values.is_manual ? [...NEW_OFFER_FIELDS, 'delivery_duration' as const] : NEW_OFFER_FIELDS
  const errors: Record<string, string> = { ...offerValueErrors(values, own) }
  for (const [name, message] of Object.entries(checkTemplateValues(fields, values.account_data ?? {}))) errors[`account_data.${name}`] = message
  if (batchError && credentials.length > 0) errors.credentials = batchError
  else if (!values.is_manual && credentials.length === 0) {
    errors.credentials = 'Add at least one credential, or choose manual delivery (then a delivery time is needed).'
  }
  return errors
}

/** The body of `POST /v2/account-offers/create`: the game by its slug, the template's data as the template names it. */
export function newOfferBody(game: string, values: NewOfferValues, fields: readonly TemplateField[], credentials: readonly string[]): NewAccountOffer {
  const body: NewAccountOffer = {
    game,
    title: values.title,
    description: values.description,
    price: values.price.trim(),
    account_data: templateData(fields, values.account_data ?? {}),
  }
  if (credentials.length > 0) body.credentials = [...credentials]
  if (values.is_manual) {
    body.is_manual = true
    const delivery = readDelivery(values)
    if (typeof delivery !== 'string') body.delivery_time = delivery
  }
  if (values.delivery_instructions.trim() !== '') body.delivery_instructions = values.delivery_instructions
  const links = imageLinks(values.image_urls)
  if (links.length > 0) body.image_urls = links
  return body
}

/** The server's error keys onto the form's fields (besides the template's, which the kit maps). */
export function fixedFieldOf(key: string): string | null {
  if (key.startsWith('delivery_time')) return 'delivery_duration'
  if (key.startsWith('image_urls')) return 'image_urls'
  if (key === 'is_manual') return 'is_manual'
  if (key === 'game' || key === 'game_id') return 'game'
  return null
}
