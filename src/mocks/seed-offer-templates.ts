import { GAMES } from './seed-account-order-parts'
import type { MarketGameRecord, OfferTemplateRecord, TemplateEntryRecord } from './types'

/*
 * The catalog of games and their offer templates (api-notes, "Games" and "Templates"), the same for every shop.
 * Shapes differ on purpose: selects, whole numbers with bounds, checkboxes, `name.*` multi-selects, a list without
 * options, a rule this app does not know (`regex:`), and optional fixed fields marked by "(optional)" samples.
 */

type Service = 'accounts' | 'items' | 'currencies' | 'boosting'

const game = (ref: { id: number; name: string; slug: string }, acronym: string, services: Service[]): MarketGameRecord => ({
  ...ref,
  acronym,
  services,
  game_item_collections: [],
})

export const MARKET_GAMES: MarketGameRecord[] = [
  game(GAMES.wow, 'WOW', ['accounts', 'items', 'currencies']),
  game(GAMES.fortnite, 'FN', ['accounts']),
  game(GAMES.lol, 'LOL', ['accounts', 'boosting']),
  game(GAMES.genshin, 'GI', ['accounts']),
  game(GAMES.valorant, 'VAL', ['accounts', 'boosting']),
  game(GAMES.osrs, 'OSRS', ['items', 'currencies']),
  // Sells nothing this backend has a template for: every template answers 404.
  game(GAMES.coc, 'COC', ['boosting']),
  game(GAMES.ffxiv, 'FFXIV', ['currencies']),
  game(GAMES.lostArk, 'LA', ['currencies']),
]

const REGIONS = ['EU', 'NA', 'Asia', 'Oceania']

const ACCOUNT_FIXED = {
  title: 'Diamond 2 account, 40 skins, full access',
  description: 'What the buyer gets, in a few lines.',
  price: '49.99',
  credentials: '(optional) login:password, one per account sold; needed unless delivery is manual',
  is_manual: '(optional) false',
  delivery_time: '(optional) 30 minutes, needed for manual delivery',
  delivery_instructions: '(optional) How the buyer takes over the account',
  image_urls: '(optional) https://example.com/screenshot.png',
  private_note: '(optional) Only you see this',
}

const ITEM_FIXED = {
  title: 'Swift Spectral Tiger mount',
  description: 'What the buyer gets, in a few lines.',
  price: '4.50',
  stock: '100',
  min_quantity: '(optional) 1',
  delivery_time: '1 hour',
  delivery_instructions: '(optional) How the buyer receives the item',
  image_urls: '(optional) https://example.com/item.png',
}

const CURRENCY_FIXED = {
  description: 'Fast, safe trade; tell me your character name.',
  price: '0.000125',
  stock: '5000000',
  min_quantity: '(optional) 10000',
  delivery_time: '30 minutes',
  delivery_instructions: '(optional) How the buyer receives the currency',
  external_id: '(optional) Your own reference',
}

type Entries = Record<string, TemplateEntryRecord>

const ACCOUNT_DATA: Record<string, Entries> = {
  valorant: {
    rank: { condition: 'string', values: ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal', 'Radiant'] },
    level: { condition: 'required|integer|min:1|max:500' },
    server: { condition: 'required|string', values: REGIONS },
    'agents.*': { condition: 'string', values: ['Jett', 'Sage', 'Reyna', 'Phoenix', 'Sova', 'Omen', 'Killjoy', 'Viper'] },
    'platforms.*': { condition: 'string', values: ['PC', 'PlayStation', 'Xbox'] },
    email_access: { condition: 'boolean' },
  },
  wow: {
    server: { condition: 'required|string|max:50' },
    faction: { condition: 'required', values: ['Alliance', 'Horde'] },
    level: { condition: 'required|integer|min:1|max:80' },
    classes: { condition: 'array|min:1', values: ['Warrior', 'Mage', 'Priest', 'Rogue', 'Hunter', 'Paladin', 'Druid'] },
    character_name: { condition: 'required|string|regex:/^[A-Za-z]{2,12}$/' },
    has_authenticator: { condition: 'required|boolean' },
  },
  fortnite: {
    skins_count: { condition: 'required|integer|min:0' },
    vbucks: { condition: 'integer|min:0|max:100000' },
    save_the_world: { condition: 'boolean' },
    platform: { condition: 'required', values: ['PC', 'PlayStation', 'Xbox', 'Switch', 'Mobile'] },
    'rare_skins.*': { condition: 'string|max:40' },
  },
  lol: {
    server: { condition: 'required', values: ['EUW', 'EUNE', 'NA', 'KR', 'BR'] },
    rank: { condition: 'string', values: ['Unranked', 'Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'] },
    champions: { condition: 'required|integer|min:0|max:200' },
    blue_essence: { condition: 'integer|min:0' },
    honor_level: { condition: 'integer|between:0,5' },
  },
  genshin: {
    adventure_rank: { condition: 'required|integer|min:1|max:60' },
    server: { condition: 'required', values: ['America', 'Europe', 'Asia', 'TW, HK, MO'] },
    'five_star_characters.*': { condition: 'string', values: ['Diluc', 'Jean', 'Keqing', 'Mona', 'Qiqi', 'Tighnari'] },
    primogems: { condition: 'integer|min:0' },
  },
}

const ITEM_DATA: Record<string, Entries> = {
  wow: {
    item_type: { condition: 'required', values: ['Mount', 'Pet', 'Toy', 'Transmog'] },
    server: { condition: 'required|string|max:50' },
    faction: { condition: 'string', values: ['Alliance', 'Horde'] },
  },
  osrs: {
    category: { condition: 'required', values: ['Weapon', 'Armour', 'Rune', 'Resource'] },
    world: { condition: 'integer|min:301|max:580' },
  },
}

const CURRENCY_DATA: Record<string, Entries> = {
  wow: {
    region: { condition: 'required', values: ['EU', 'US'] },
    server: { condition: 'required|string|max:50' },
    faction: { condition: 'required', values: ['Alliance', 'Horde'] },
  },
  osrs: {
    world: { condition: 'integer|min:301|max:580' },
    member_world: { condition: 'boolean' },
  },
  ffxiv: {
    data_center: { condition: 'required', values: ['Light', 'Chaos', 'Aether', 'Primal', 'Crystal'] },
  },
  lostArk: {
    region: { condition: 'required', values: ['EU Central', 'NA East', 'NA West'] },
  },
}

export type TemplateKind = 'account' | 'item' | 'currency'

const KINDS: Record<TemplateKind, { fixed: Record<string, string>; dataKey: string; data: Record<string, Entries> }> = {
  account: { fixed: ACCOUNT_FIXED, dataKey: 'account_data', data: ACCOUNT_DATA },
  item: { fixed: ITEM_FIXED, dataKey: 'item_data', data: ITEM_DATA },
  currency: { fixed: CURRENCY_FIXED, dataKey: 'currency_data', data: CURRENCY_DATA },
}

const slugKey = (slug: string) => Object.entries(GAMES).find(([, ref]) => ref.slug === slug)?.[0]

/** The game's template of `kind` by its slug, or undefined when the game does not sell that kind here. */
export function offerTemplate(kind: TemplateKind, slug: string): OfferTemplateRecord | undefined {
  const { fixed, dataKey, data } = KINDS[kind]
  const key = slugKey(slug)
  const entries = key === undefined ? undefined : data[key]
  return entries ? { ...fixed, [dataKey]: entries } : undefined
}
