import type { CurrencyOffer } from '../../../src/api/records/currency-offer'
import { readCurrencyOffer } from '../../../src/api/read/responses'
import { defaultSettings, type RepricingSettings } from '../../../src/features/currency-offers/repricing/settings'

/** The seller's own offer, per 1K Gold, as the API reads it. */
export function ownOffer(id: number, price: string, multiplier = 1000): CurrencyOffer {
  return readCurrencyOffer(
    {
      data: {
        id,
        title: 'Gold',
        game: null,
        currency_unit: { slug: `gold-${multiplier}`, currency_name: 'Gold', name: '1K Gold', symbol: 'g', multiplier },
        status: 'active',
        stock: 500,
        min_quantity: 1,
        price_eur: price,
        price_usd: price,
        delivery_time: null,
        created_at: '2026-11-01T10:00:00Z',
        updated_at: '2026-11-01T10:00:00Z',
      },
    },
    200,
  )
}

export function settings(overrides: Partial<RepricingSettings> = {}, unit = 1000): RepricingSettings {
  return { ...defaultSettings(unit), floor: '9', ceiling: '12', step: '0.01', ...overrides }
}

/** localStorage for Node, so the browser's write record (lib/resource-writes.ts) counts as in a tab. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}
