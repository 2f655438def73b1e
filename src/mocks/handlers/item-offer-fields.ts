import { parseDecimal } from '../../lib/fixed-point'
import { GAMES } from '../seed-account-order-parts'
import { checkTemplateData } from '../template-check'
import type { GameRecord, ItemOfferRecord } from '../types'
import { deliveryTime, eurToUsd, formatCents } from '../values'
import { codePoints, type FieldErrors } from './http'

/*
 * The fields of `POST` and `PATCH /v2/item-offers` as the live service documents them, checked as Laravel would:
 * every message by field, nothing applied when one field is refused.
 */

const QUANTITY_MAX = 1_000_000_000
type Mode = 'create' | 'update'

/** `{ duration, unit }` as the account offers take it; anything else is the service's default of one hour. */
function readDeliveryTime(raw: unknown) {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const unit = value.unit === 'minutes' || value.unit === 'days' ? value.unit : 'hours'
  const duration = typeof value.duration === 'number' && Number.isInteger(value.duration) && value.duration > 0 ? value.duration : 1
  return deliveryTime(duration, unit)
}

function text(raw: unknown, field: string, max: number, required: boolean): string | string[] | undefined {
  if (raw === undefined || raw === null) return required ? [`The ${field} field is required.`] : undefined
  if (typeof raw !== 'string') return [`The ${field} field must be a string.`]
  if (required && raw.trim() === '') return [`The ${field} field is required.`]
  if (codePoints(raw) > max) return [`The ${field} field must not be greater than ${max} characters.`]
  return raw
}

/** Cents, or the messages of a price that is not a number ≥ 0.01 with at most 2 decimals. */
function price(raw: unknown): number | string[] {
  const parsed = typeof raw === 'number' || (typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())) ? parseDecimal(raw) : null
  if (!parsed) return ['The price field must be a number.']
  if (parsed.scale > 2) return ['The price field must have 0-2 decimal places.']
  const cents = parsed.units * 10n ** BigInt(2 - parsed.scale)
  if (parsed.negative || cents < 1n) return ['The price field must be at least 0.01.']
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return ['The price field is too large.']
  return Number(cents)
}

function quantity(raw: unknown, field: string, min: number): number | string[] {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return [`The ${field} field must be an integer.`]
  if (raw < min || raw > QUANTITY_MAX) return [`The ${field} field must be between ${min} and ${QUANTITY_MAX}.`]
  return raw
}

function game(raw: Record<string, unknown>): GameRecord | string[] {
  const known = Object.values(GAMES).find((candidate) => candidate.slug === raw.game || candidate.id === raw.game_id)
  if (known) return { ...known }
  if (raw.game === undefined && raw.game_id === undefined) return ['The game field is required when game id is not present.']
  return ['The selected game is invalid.']
}

export type Fields = Omit<ItemOfferRecord, 'id' | 'status' | 'views' | 'created_at' | 'updated_at' | 'listed_at'>
type Result = { ok: true; offer: Partial<Fields> } | { ok: false; errors: FieldErrors }

/**
 * The fields of a body to create an offer (every required one present) or to change one (each optional). An
 * item_data value is kept as sent: the template's rules are the service's to judge.
 */
export function readItemOfferFields(body: Record<string, unknown>, mode: Mode, current?: ItemOfferRecord): Result {
  const creating = mode === 'create'
  const errors: FieldErrors = {}
  const offer: Partial<Fields> = {}
  const take = <T>(field: string, value: T | string[] | undefined, apply: (value: T) => void) => {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) errors[field] = value as string[]
    else if (value !== undefined) apply(value as T)
  }
  take<string>('title', text(body.title, 'title', 255, creating), (value) => (offer.title = value))
  take<string>('description', text(body.description, 'description', 2048, creating), (value) => (offer.description = value))
  take<string>('delivery_instructions', text(body.delivery_instructions, 'delivery instructions', 2048, false), (value) => (offer.delivery_instructions = value))
  take<string>('external_id', text(body.external_id, 'external id', 255, false), (value) => (offer.external_id = value))
  if (body.price !== undefined || creating) {
    take<number>('price', price(body.price), (cents) => {
      offer.price_eur = formatCents(cents)
      offer.price_usd = formatCents(eurToUsd(cents))
    })
  }
  if (body.stock !== undefined || creating) take<number>('stock', quantity(body.stock, 'stock', 0), (value) => (offer.stock = value))
  if (body.min_quantity !== undefined || creating) {
    take<number>('min_quantity', quantity(body.min_quantity ?? 1, 'min quantity', 1), (value) => (offer.min_quantity = value))
  }
  const gameOf = creating ? game(body) : current!.game
  if (Array.isArray(gameOf)) errors.game = gameOf
  else offer.game = gameOf
  if (body.item_data !== undefined || creating) {
    const data = body.item_data ?? {}
    const dataErrors = Array.isArray(gameOf) ? {} : checkTemplateData('item', gameOf.slug, data)
    if (Object.keys(dataErrors).length > 0) Object.assign(errors, dataErrors)
    else offer.parameters = { ...(data as Record<string, unknown>) }
  }
  if (creating) {
    offer.parameters ??= {}
    offer.delivery_time = readDeliveryTime(body.delivery_time)
    offer.image_urls = []
    offer.slug = (offer.title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')
    offer.external_id ??= null
    offer.delivery_instructions ??= null
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, offer }
}
