import { enumText, id, nullable, num, positiveInt, text } from '../read/fields'
import { group } from '../read/record'

export const userRef = group({ id, username: text })

export const deliveryTime = group({
  duration: num,
  /** `minutes`, `hours` or `days` on the live API; absent in the spec. */
  unit: nullable(enumText),
  format: text,
  format_long: text,
  seconds: num,
})

export const currencyUnit = group({
  slug: text,
  currency_name: text,
  name: text,
  symbol: text,
  multiplier: positiveInt,
})
