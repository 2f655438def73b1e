/*
 * The delivery time a new offer promises, sent as `{ duration, unit }` as the account offers' manual delivery takes
 * it (api-notes); not documented for item and currency offers (docs/open-points.md).
 */

export const DELIVERY_UNITS = ['minutes', 'hours', 'days'] as const

export interface DeliveryTimeText {
  delivery_duration: string
  delivery_unit: string
}

/** Each field's message; empty when the delivery time may be sent. */
export function deliveryTimeErrors({ delivery_duration: duration, delivery_unit: unit }: DeliveryTimeText): Partial<Record<keyof DeliveryTimeText, string>> {
  const errors: Partial<Record<keyof DeliveryTimeText, string>> = {}
  if (!/^\s*[1-9]\d{0,3}\s*$/.test(duration)) errors.delivery_duration = 'Enter the delivery time as a whole number from 1 to 9,999.'
  if (!DELIVERY_UNITS.some((known) => known === unit)) errors.delivery_unit = 'Choose minutes, hours or days.'
  return errors
}

export const deliveryTimeBody = ({ delivery_duration: duration, delivery_unit: unit }: DeliveryTimeText) => ({
  duration: Number(duration.trim()),
  unit,
})
