import type { CurrencyOfferStatus, DisputeStatus, OrderStatus } from '../api/lists'

/*
 * Records as the live API sends them (snake_case, Unix seconds, decimal strings, null for events that have
 * not happened). The handlers serialise these as they are.
 */

export interface UserRecord {
  id: number
  username: string
}

export interface GameRecord {
  id: number
  name: string
  slug: string
}

export type DeliveryTimeUnit = 'minutes' | 'hours' | 'days'

export interface DeliveryTimeRecord {
  duration: number
  unit: DeliveryTimeUnit
  format: string
  format_long: string
  seconds: number
}

/** PHP serialises an empty associative array as `[]`, so a free-form map may arrive as an empty list. */
export type FreeFormMap = Record<string, unknown> | never[]

export interface RatingRecord {
  id: number
  labels: string[]
  rating: number
  comment: string | null
  created_at: number
  updated_at: number
}

export interface AccountOrderRecord {
  id: number
  account_offer_id: number
  game: GameRecord
  buyer: UserRecord
  rating: RatingRecord | null
  title: string
  description: string | null
  parameters: FreeFormMap
  is_disputed: boolean
  dispute_case_id: number | null
  delivery_time: DeliveryTimeRecord
  is_manual_delivery: boolean
  credentials: string | null
  delivery_instructions: string | null
  price: string
  price_usd: string
  image_urls: string[]
  created_at: number
  updated_at: number
  purchased_at: number | null
  completed_at: number | null
  refunded_at: number | null
  status: OrderStatus
}

export interface DisputeEventRecord {
  id: number
  type: string
  actor_id: number | null
  actor_username: string | null
  payload: FreeFormMap
  evidence_urls: string[]
  created_at: number
}

export interface DisputeCaseRecord {
  id: number
  orderable_id: number
  orderable_type: string
  buyer_id: number
  status: DisputeStatus
  reason: string
  preferred_resolution: string
  explanation: string | null
  preferred_resolution_note: string | null
  outcome: string | null
  closure_reason: string | null
  seller_response_due_at: number | null
  buyer_response_due_at: number | null
  active_due_at: number | null
  is_active_deadline_expired: boolean
  /** Current version of the case; an older version sends `dispute_timing_hours` instead. */
  seller_response_hours?: number | null
  buyer_response_hours?: number | null
  dispute_timing_hours?: number | null
  locked_at: number | null
  closed_at: number | null
  created_at: number
  updated_at: number
  events: DisputeEventRecord[]
}

export interface GiftCardKeyRecord {
  id: number
  gift_card_order_id: number
  key: string
  type: { name: string; value: string }
  created_at: number
  revealed_at: number | null
}

/** A gift card order without its keys; the keys live in `db.giftCardKeys` and are built on first use. */
export interface GiftCardOrderRecord {
  id: number
  gift_card_id: number
  gift_card_offer_id: number
  region_id: number
  brand_id: number
  buyer: UserRecord
  title: string
  face_value_amount: string
  face_value_unit: string
  quantity: number
  unit_price_eur: string
  unit_price_usd: string
  price_eur: string
  price_usd: string
  created_at: number
  updated_at: number
  completed_at: number | null
  refunded_at: number | null
  status: OrderStatus
}

export interface CurrencyUnitRecord {
  slug: string
  currency_name: string
  name: string
  symbol: string
  multiplier: number
}

export interface OtherOfferRecord {
  id: number
  currency_unit: CurrencyUnitRecord
  seller: UserRecord
  stock: number
  min_quantity: number
  delivery_time: DeliveryTimeRecord
  delivery_method_data: FreeFormMap
  base_currency: string
  price_eur: string
  price_usd: string
}

/** One of the seller's own currency offers (`GET /v2/currency-offers`). */
export interface CurrencyOfferRecord {
  id: number
  title: string
  game: GameRecord
  currency_unit: CurrencyUnitRecord
  status: CurrencyOfferStatus
  stock: number
  min_quantity: number
  price_eur: string
  price_usd: string
  delivery_time: DeliveryTimeRecord
  created_at: number
  updated_at: number
}
