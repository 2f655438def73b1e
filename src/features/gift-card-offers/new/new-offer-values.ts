import type { NewOfferCard } from '../../../api/gift-card-offer-body'
import type { GiftCardOffer } from '../../../api/records/gift-card-offer'
import { faceValueError, faceValueUnitError, giftCardPriceError } from '../field-rules'

/** What the new offer's form holds, as typed or chosen (ids as the selects' text). */
export interface CardValues {
  mode: 'catalog' | 'manual'
  brandId: string
  regionId: string
  giftCardId: string
  faceValue: string
  unit: string
}

export interface NewOfferValues extends CardValues {
  price: string
}

export type NewOfferField = keyof NewOfferValues | 'keys'

export const EMPTY_VALUES: NewOfferValues = {
  mode: 'catalog',
  brandId: '',
  regionId: '',
  giftCardId: '',
  faceValue: '',
  unit: '',
  price: '',
}

/** Every field's message; empty when the form may be sent. */
export function newOfferErrors(values: NewOfferValues): Partial<Record<NewOfferField, string>> {
  const errors: Partial<Record<NewOfferField, string>> = {}
  if (values.brandId === '') errors.brandId = 'Choose a brand.'
  if (values.regionId === '') errors.regionId = 'Choose a region.'
  if (values.mode === 'catalog') {
    if (values.giftCardId === '' && values.regionId !== '') errors.giftCardId = 'Choose a face value.'
  } else {
    const face = faceValueError(values.faceValue)
    const unit = faceValueUnitError(values.unit)
    if (face) errors.faceValue = face
    if (unit) errors.unit = unit
  }
  const price = giftCardPriceError(values.price)
  if (price) errors.price = price
  return errors
}

/** The card to send, from values without errors. */
export function cardOfValues(values: CardValues): NewOfferCard {
  if (values.mode === 'catalog') return { giftCardId: Number(values.giftCardId) }
  return {
    brandId: Number(values.brandId),
    regionId: Number(values.regionId),
    faceValueAmount: values.faceValue,
    faceValueUnit: values.unit,
  }
}

/** The form's field for each field the server names in a 422: `keys.3` is the keys' field. */
const SERVER_FIELDS: Record<string, NewOfferField> = {
  price: 'price',
  gift_card_id: 'giftCardId',
  brand_id: 'brandId',
  region_id: 'regionId',
  face_value_amount: 'faceValue',
  face_value_unit: 'unit',
}

/** The server's field errors under the form's fields (several messages of one field joined); the rest is left out. */
export function serverFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>>, mode: CardValues['mode']) {
  const errors: Partial<Record<NewOfferField, string>> = {}
  for (const [name, messages] of Object.entries(fieldErrors)) {
    let field = name === 'keys' || name.startsWith('keys.') ? 'keys' : SERVER_FIELDS[name]
    // In the manual mode no face value is chosen from the catalog: the card's refusal goes under the brand.
    if (field === 'giftCardId' && mode === 'manual') field = 'brandId'
    if (field) errors[field] = [errors[field], ...messages].filter(Boolean).join(' ')
  }
  return errors
}

/** Whether `offer` sells the card these values named: the catalog's card, or the brand, region and face value typed. */
export function isOfferOf(
  values: NewOfferValues,
  { gift_card_id: id, gift_card: card }: Pick<GiftCardOffer, 'gift_card_id' | 'gift_card'>,
): boolean {
  if (values.mode === 'catalog') return id === Number(values.giftCardId)
  return (
    card?.face_value_unit === values.unit.trim().toUpperCase() &&
    Number(card.face_value_amount) === Number(values.faceValue)
  )
}
