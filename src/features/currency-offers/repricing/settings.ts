import { z } from 'zod/mini'
import { getCurrentShop, readShopItem, writeShopItem } from '../../../lib/shop-store'
import { pricePer, type Decimal } from '../decimal'
import { toInputText } from '../format-price'
import { parsePriceInput } from '../price-helper'
import { MAX_DELIVERY_CHOICES, MY_PRICE_MAX_LENGTH, UNIT_MULTIPLIER_MAX } from '../search'
import type { RepricingRule } from './rule'

const MAX_IGNORED = 200
const USERNAME_MAX = 100

const typedAmount = z.catch(z._default(z.string().check(z.maxLength(MY_PRICE_MAX_LENGTH)), ''), '')

/** Version 2: the amounts are EUR per `unit` base units. Before it, they were per 1 base unit and had no version. */
const SETTINGS_VERSION = 2

const settingsFields = {
  floor: typedAmount,
  ceiling: typedAmount,
  step: typedAmount,
  ignoredSellers: z.catch(
    z._default(z.array(z.string().check(z.maxLength(USERNAME_MAX))).check(z.maxLength(MAX_IGNORED)), []),
    [],
  ),
  inStockOnly: z.catch(z._default(z.boolean(), false), false),
  maxDelivery: z.catch(z.optional(z.enum(MAX_DELIVERY_CHOICES)), undefined),
}
const legacySettingsSchema = z.object(settingsFields)

/** What the seller typed, kept as typed (so a half-typed price comes back), per offer in this browser. */
const repricingSettingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION),
  unit: z.int().check(z.minimum(1), z.maximum(UNIT_MULTIPLIER_MAX)),
  ...settingsFields,
})
export type RepricingSettings = z.output<typeof repricingSettingsSchema>

/** Nothing set yet, with amounts per `unit`: the seller's offer's own unit. */
export function defaultSettings(unit: number): RepricingSettings {
  return { ...legacySettingsSchema.parse({}), version: SETTINGS_VERSION, unit }
}

const AMOUNT_KEYS = ['floor', 'ceiling', 'step'] as const

/** The typed amounts as the same prices per another unit; an amount that does not read stays as typed. */
export function convertSettings(settings: RepricingSettings, unit: number): RepricingSettings {
  const converted = { ...settings, unit }
  for (const key of AMOUNT_KEYS) {
    const parsed = parsePriceInput(settings[key])
    if (parsed.ok) converted[key] = toInputText(pricePer({ amount: parsed.value, per: settings.unit }, unit))
  }
  return converted
}

/** Per offer and per shop (lib/shop-store.ts). */
const storeName = (offerId: number) => `repricing:${offerId}`

/** Where the first shop's settings were kept before the browser kept things per shop. */
function takeLegacySettings(offerId: number): unknown {
  if (getCurrentShop() !== '') return null
  try {
    const text = localStorage.getItem(storeName(offerId))
    if (text === null) return null
    localStorage.removeItem(storeName(offerId))
    const value: unknown = JSON.parse(text)
    writeShopItem(storeName(offerId), value)
    return value
  } catch {
    return null
  }
}

const hasVersion = (value: unknown) => typeof value === 'object' && value !== null && 'version' in value

/**
 * The offer's settings, their amounts per `offerUnit` when first set. Settings kept before version 2 were per
 * 1 base unit: they are converted to `offerUnit` here, and the next save marks them, so this happens once.
 */
export function loadSettings(offerId: number, offerUnit: number): RepricingSettings {
  const stored = readShopItem(storeName(offerId)) ?? takeLegacySettings(offerId)
  if (hasVersion(stored)) {
    const parsed = repricingSettingsSchema.safeParse(stored)
    return parsed.success ? parsed.data : defaultSettings(offerUnit)
  }
  const legacy = legacySettingsSchema.safeParse(stored ?? {})
  if (!legacy.success) return defaultSettings(offerUnit)
  return convertSettings({ ...legacy.data, version: SETTINGS_VERSION, unit: 1 }, offerUnit)
}

export function saveSettings(offerId: number, settings: RepricingSettings): void {
  writeShopItem(storeName(offerId), repricingSettingsSchema.parse(settings))
}

export type SettingsErrors = Partial<Record<'floor' | 'ceiling' | 'step', string>>

function optionalAmount(text: string): { value: Decimal | null; error?: string } {
  if (text.trim() === '') return { value: null }
  const parsed = parsePriceInput(text)
  return parsed.ok ? { value: parsed.value } : { value: null, error: parsed.message }
}

/** The typed settings as a rule; a value that does not read is left out of the rule and explained. */
export function toRule(settings: RepricingSettings): { rule: RepricingRule; errors: SettingsErrors } {
  const floor = optionalAmount(settings.floor)
  const ceiling = optionalAmount(settings.ceiling)
  const step = optionalAmount(settings.step)
  const errors: SettingsErrors = {}
  if (floor.error) errors.floor = floor.error
  if (ceiling.error) errors.ceiling = ceiling.error
  if (step.error) errors.step = step.error
  if (floor.value && ceiling.value && ceiling.value.lt(floor.value)) {
    errors.ceiling = 'The ceiling must be at least the floor.'
    ceiling.value = null
  }
  return {
    rule: {
      myUnit: settings.unit,
      floor: floor.value,
      ceiling: ceiling.value,
      step: step.value,
      ignoredSellers: settings.ignoredSellers,
      inStockOnly: settings.inStockOnly,
      maxDelivery: settings.maxDelivery,
    },
    errors,
  }
}
