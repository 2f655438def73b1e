import type { AccountOrderRecord, RatingRecord } from './types'
import { eurToUsd, formatCents } from './values'

export const GAMES = {
  wow: { id: 1, name: 'World of Warcraft', slug: 'world-of-warcraft' },
  fortnite: { id: 2, name: 'Fortnite', slug: 'fortnite' },
  lol: { id: 3, name: 'League of Legends', slug: 'league-of-legends' },
  genshin: { id: 4, name: 'Genshin Impact', slug: 'genshin-impact' },
  valorant: { id: 5, name: 'Valorant', slug: 'valorant' },
  osrs: { id: 6, name: 'Old School RuneScape', slug: 'old-school-runescape' },
  coc: { id: 7, name: 'Clash of Clans', slug: 'clash-of-clans' },
  ffxiv: { id: 8, name: 'Final Fantasy XIV', slug: 'final-fantasy-xiv' },
  lostArk: { id: 9, name: 'Lost Ark', slug: 'lost-ark' },
}

export type Spec = Omit<AccountOrderRecord, 'account_offer_id' | 'price' | 'price_usd' | 'updated_at' | 'created_at'> & {
  priceCents: number
  /** The offer it was bought from, when not 40000 + 7 × its number. */
  offerId?: number
}

export function order(spec: Spec): AccountOrderRecord {
  const { priceCents, offerId, ...rest } = spec
  const created = rest.purchased_at ?? 0
  const updated = Math.max(created, rest.completed_at ?? 0, rest.refunded_at ?? 0, rest.rating?.updated_at ?? 0)
  return {
    ...rest,
    account_offer_id: offerId ?? 40000 + (rest.id % 1000) * 7,
    price: formatCents(priceCents),
    price_usd: formatCents(eurToUsd(priceCents)),
    created_at: created,
    updated_at: updated,
  }
}

export function rating(id: number, stars: number, labels: string[], comment: string | null, at: number): RatingRecord {
  return { id, labels, rating: stars, comment, created_at: at, updated_at: at }
}

export const NONE = {
  rating: null,
  is_disputed: false,
  dispute_case_id: null,
  completed_at: null,
  refunded_at: null,
} as const
