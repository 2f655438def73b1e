import type { NewCurrencyOffer } from '../../../api/currency-offer-create'
import { newCurrencyOfferErrors } from '../../../api/currency-offer-create'
import type { DeliveryTimeText } from '../../../lib/delivery-time'
import type { TemplateField } from '../../../lib/offer-template'
import { checkTemplateValues, templateData } from '../../../lib/template-values'

/** The new offer's form: the game, the fixed fields as typed, the delivery time and the template's values. */
export interface NewCurrencyOfferValues extends DeliveryTimeText {
  game: string
  description: string
  price: string
  stock: string
  min_quantity: string
  currency_data: Record<string, unknown>
}

export const EMPTY: NewCurrencyOfferValues = {
  game: '',
  description: '',
  price: '',
  stock: '',
  min_quantity: '1',
  delivery_duration: '30',
  delivery_unit: 'minutes',
  currency_data: {},
}

/** What is sent: the fixed fields as typed and the template's data (`templateData`). */
export const newCurrencyOffer = (values: NewCurrencyOfferValues, fields: readonly TemplateField[]): NewCurrencyOffer => ({
  ...values,
  currency_data: templateData(fields, values.currency_data),
})

/** Every message, by the form's field names (`currency_data.<name>` for the template's); empty when it may go. */
export function newCurrencyOfferMessages(values: NewCurrencyOfferValues, fields: readonly TemplateField[]): Record<string, string> {
  const data = Object.entries(checkTemplateValues(fields, values.currency_data)).map(([name, message]) => [`currency_data.${name}`, message])
  return {
    ...(values.game === '' ? { game: 'Choose a game.' } : {}),
    ...newCurrencyOfferErrors(newCurrencyOffer(values, fields)),
    ...Object.fromEntries(data),
  }
}
