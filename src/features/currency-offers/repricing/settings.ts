import { z } from 'zod/mini'
import { getCurrentShop, readShopItem, writeShopItem } from '../../../lib/shop-store'
import type { Decimal } from '../decimal'
import { parsePriceInput } from '../price-helper'
import { MAX_DELIVERY_CHOICES, MY_PRICE_MAX_LENGTH } from '../search'
import type { RepricingRule } from './rule'

const MAX_IGNORED = 200
const USERNAME_MAX = 100

const typedAmount = z.catch(z._default(z.string().check(z.maxLength(MY_PRICE_MAX_LENGTH)), ''), '')

/** What the seller typed, kept as typed (so a half-typed price comes back), per offer in this browser. */
export const repricingSettingsSchema = z.object({
  floor: typedAmount,
  ceiling: typedAmount,
  step: typedAmount,
  ignoredSellers: z.catch(
    z._default(z.array(z.string().check(z.maxLength(USERNAME_MAX))).check(z.maxLength(MAX_IGNORED)), []),
    [],
  ),
  inStockOnly: z.catch(z._default(z.boolean(), false), false),
  maxDelivery: z.catch(z.optional(z.enum(MAX_DELIVERY_CHOICES)), undefined),
})
export type RepricingSettings = z.output<typeof repricingSettingsSchema>

export const defaultSettings: RepricingSettings = repricingSettingsSchema.parse({})

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

export function loadSettings(offerId: number): RepricingSettings {
  const stored = readShopItem(storeName(offerId)) ?? takeLegacySettings(offerId)
  const parsed = repricingSettingsSchema.safeParse(stored ?? {})
  return parsed.success ? parsed.data : defaultSettings
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
export function toRule(settings: RepricingSettings, myUnit: number): { rule: RepricingRule; errors: SettingsErrors } {
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
      myUnit,
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
