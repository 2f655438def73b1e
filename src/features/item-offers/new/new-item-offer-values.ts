import type { DeliveryTimeText } from '../../../lib/delivery-time'
import { deliveryTimeBody, deliveryTimeErrors } from '../../../lib/delivery-time'
import { itemOfferErrors, type ItemOfferChanges } from '../../../api/offer-changes'
import type { NewItemOffer } from '../../../api/item-offer-writes'
import type { TemplateField } from '../../../lib/offer-template'
import { templateData } from '../../../lib/template-values'
import type { FixedValues } from '../../../components/offer/item-fixed-fields'
import { templateMessages } from '../form-errors'

/** The new offer's form: the game, the fixed fields as typed, the delivery time and the template's values. */
export interface NewItemOfferValues extends FixedValues, DeliveryTimeText {
  game: string
  delivery_instructions: string
  item_data: Record<string, unknown>
}

export const EMPTY: NewItemOfferValues = {
  game: '',
  title: '',
  description: '',
  price: '',
  stock: '',
  min_quantity: '',
  delivery_duration: '1',
  delivery_unit: 'hours',
  delivery_instructions: '',
  item_data: {},
}

/** An empty minimum is the server's default (the template marks it optional). */
function fixedOf(values: NewItemOfferValues): ItemOfferChanges {
  const { title, description, price, stock, min_quantity: minimum } = values
  return { title, description, price, stock, ...(minimum.trim() === '' ? {} : { min_quantity: minimum }) }
}

/** Every message, by the form's field names; empty when the offer may be sent. */
export function newItemOfferErrors(values: NewItemOfferValues, fields: readonly TemplateField[]): Record<string, string> {
  return {
    ...(values.game === '' ? { game: 'Choose a game.' } : {}),
    ...itemOfferErrors(fixedOf(values)),
    ...(values.description.trim() === '' ? { description: 'Enter the description.' } : {}),
    ...deliveryTimeErrors(values),
    ...templateMessages(fields, values.item_data),
  }
}

/** What is sent: the fixed fields, the delivery time, the instructions when given, and the template's data. */
export function newItemOffer(values: NewItemOfferValues, fields: readonly TemplateField[]): NewItemOffer {
  const instructions = values.delivery_instructions.trim()
  return {
    game: values.game,
    ...fixedOf(values),
    item_data: templateData(fields, values.item_data),
    extra: { delivery_time: deliveryTimeBody(values), ...(instructions === '' ? {} : { delivery_instructions: instructions }) },
  }
}
