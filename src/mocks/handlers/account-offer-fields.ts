import { parseDecimal } from '../../lib/fixed-point'
import { checkTemplateData } from '../template-check'
import type { AccountOfferRecord } from '../types'
import { deliveryTime, eurToUsd, formatCents } from '../values'
import { codePoints, nowSeconds, readJsonObject, validationError, type FieldErrors } from './http'

/* The fixed fields of an account offer as the live service checks them, for PATCH and create. */

const UNITS = ['minutes', 'hours', 'days'] as const
type Unit = (typeof UNITS)[number]

export const MIN_PRICE_CENTS = 99

/** EUR in cents, or the live service's refusal. */
export function readOfferPrice(raw: unknown): number | string {
  const parsed = typeof raw === 'number' || (typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())) ? parseDecimal(raw) : null
  if (!parsed || parsed.negative) return 'The price field must be a number.'
  if (parsed.scale > 2) return 'The price field must have 0-2 decimal places.'
  const cents = Number(parsed.units * 10n ** BigInt(2 - parsed.scale))
  if (cents < MIN_PRICE_CENTS) return 'The minimum price for an account is 0.99 €.'
  return cents
}

function readDelivery(raw: unknown): { duration: number; unit: Unit } | string {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const { duration, unit } = value
  if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 1) return 'The delivery time duration must be a whole number of at least 1.'
  if (!UNITS.includes(unit as Unit)) return 'The delivery time unit must be one of minutes, hours, days.'
  return { duration, unit: unit as Unit }
}

/** Checks the fixed fields present in `body` into `errors`; returns what to apply. */
export function checkFixedFields(body: Record<string, unknown>, errors: FieldErrors, required: boolean) {
  const apply: Partial<AccountOfferRecord> = {}
  const textField = (name: 'title' | 'description', max: number) => {
    const value = body[name]
    if (value === undefined) {
      if (required) errors[name] = [`The ${name} field is required.`]
      return
    }
    if (typeof value !== 'string' || value.trim() === '') errors[name] = [`The ${name} field is required.`]
    else if (codePoints(value) > max) errors[name] = [`The ${name} field must not be greater than ${max} characters.`]
    else apply[name] = value
  }
  textField('title', 255)
  textField('description', 5028)
  if (body.price !== undefined || required) {
    const cents = body.price === undefined ? 'The price field is required.' : readOfferPrice(body.price)
    if (typeof cents === 'string') errors.price = [cents]
    else Object.assign(apply, { price: formatCents(cents), price_usd: formatCents(eurToUsd(cents)) })
  }
  if (body.delivery_time !== undefined) {
    const delivery = readDelivery(body.delivery_time)
    if (typeof delivery === 'string') errors['delivery_time.duration'] = [delivery]
    else apply.delivery_time = deliveryTime(delivery.duration, delivery.unit)
  }
  if (body.delivery_instructions !== undefined) {
    const value = body.delivery_instructions
    if (value !== null && typeof value !== 'string') errors.delivery_instructions = ['The delivery instructions must be text.']
    else apply.delivery_instructions = value
  }
  if (body.image_urls !== undefined) {
    const urls = body.image_urls
    if (!Array.isArray(urls) || urls.length === 0) errors.image_urls = ['The image urls field must be a list with at least one link.']
    else {
      urls.forEach((url, index) => {
        if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) errors[`image_urls.${index}`] = [`The image_urls.${index} field must be a valid URL.`]
      })
      apply.image_urls = urls as string[]
    }
  }
  return apply
}

/** `PATCH /v2/account-offers/{id}`: every field optional; what is sent is checked, then applied (null when done). */
export async function applyOfferChanges(offer: AccountOfferRecord, request: Request): Promise<Response | null> {
  const body = await readJsonObject(request)
  if (!body.ok) return body.response
  const errors: FieldErrors = {}
  const apply = checkFixedFields(body.value, errors, false)
  const data = body.value.account_data
  if (data !== undefined) Object.assign(errors, checkTemplateData('account', offer.game.slug, data))
  if (Object.keys(errors).length > 0) return validationError(errors)
  Object.assign(offer, apply)
  if (data !== undefined) offer.parameters = data as Record<string, unknown>
  offer.updated_at = nowSeconds()
  return null
}
