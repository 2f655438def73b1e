import type { FieldValue } from '../api/read/fields'
import type { Shape } from '../api/read/record'
import type { accountOrderShape } from '../api/records/account-order'
import type { accountOfferShape, offerCredentialShape } from '../api/records/account-offer'
import type { currencyUnit, deliveryTime, userRef } from '../api/records/common'
import type { currencyOfferShape } from '../api/records/currency-offer'
import type { itemOfferShape } from '../api/records/item-offer'
import type { currencyOrderShape } from '../api/records/currency-order'
import type { disputeCaseShape, disputeEventShape } from '../api/records/dispute-case'
import type { gameShape } from '../api/records/game'
import type { giftCardKeyShape, giftCardOrderShape } from '../api/records/gift-card-order'
import type { itemOrderShape } from '../api/records/item-order'
import type { sellerBreakShape } from '../api/records/seller-break'
import type {
  giftCardBrandShape,
  giftCardOfferShape,
  giftCardRegionShape,
  giftCardShape,
} from '../api/records/gift-card-offer'
import type { otherOfferShape } from '../api/records/other-offer'
import type { messageSender, orderMessageShape } from '../api/records/order-message'
import type { paymentShape, payoutShape } from '../api/records/payment'
import type { CurrencyOfferStatus, DisputeStatus, ITEM_OFFER_STATUSES, OrderStatus, PaymentType, SellerBreakMode } from '../api/lists'

/*
 * Records as the live API sends them (snake_case, Unix seconds, decimal strings, null for events that have
 * not happened). The handlers serialise these as they are. Each derives from the API's declaration of the
 * record (api/records), field by field as its reader reads it, narrowed to what this backend always sends:
 * a reader accepts more than one server writes (unknown statuses, a missing delivery time...).
 */

/** Nested objects too may be changed by the mock backend (a renamed buyer, a test's variation). */
type Writable<T> = T extends object ? { -readonly [K in keyof T]: T[K] } : T
type Sent<S extends Shape> = { -readonly [K in keyof S]: Writable<FieldValue<S[K]>> }
/** The record of `S`, with the fields of `O` as this backend sends them. */
type Narrowed<S extends Shape, O> = Omit<Sent<S>, keyof O> & O

export type UserRecord = Writable<FieldValue<typeof userRef>>
export type GameRecord = NonNullable<Sent<typeof accountOrderShape>['game']>
export type CurrencyUnitRecord = Writable<FieldValue<typeof currencyUnit>>

export type DeliveryTimeUnit = 'minutes' | 'hours' | 'days'
export type DeliveryTimeRecord = Omit<Writable<FieldValue<typeof deliveryTime>>, 'unit'> & { unit: DeliveryTimeUnit }

/** PHP serialises an empty associative array as `[]`, so a free-form map may arrive as an empty list. */
export type FreeFormMap = Record<string, unknown> | never[]

export type RatingRecord = NonNullable<Sent<typeof accountOrderShape>['rating']>

export type AccountOrderRecord = Narrowed<
  typeof accountOrderShape,
  { parameters: FreeFormMap; delivery_time: DeliveryTimeRecord; status: OrderStatus }
>

export type DisputeEventRecord = Narrowed<typeof disputeEventShape, { payload: FreeFormMap; type: string }>

/** Current version of the case; an older version sends `dispute_timing_hours` instead. */
type Hours = 'seller_response_hours' | 'buyer_response_hours' | 'dispute_timing_hours'

export type DisputeCaseRecord = Narrowed<
  typeof disputeCaseShape,
  {
    events: DisputeEventRecord[]
    status: DisputeStatus
    reason: string
    preferred_resolution: string
    orderable_type: string
  } & Partial<Pick<Sent<typeof disputeCaseShape>, Hours>>
>

export type GiftCardKeyRecord = Narrowed<typeof giftCardKeyShape, { type: { name: string; value: string } }>

/** A gift card order without its keys; the keys live in `db.giftCardKeys` and are built on first use. */
export type GiftCardOrderRecord = Omit<Narrowed<typeof giftCardOrderShape, { status: OrderStatus }>, 'keys'>

export type OtherOfferRecord = Narrowed<
  typeof otherOfferShape,
  { delivery_time: DeliveryTimeRecord; delivery_method_data: FreeFormMap }
>

/** One of the seller's own currency offers (`GET /v2/currency-offers`); `archived` once archived. */
export type CurrencyOfferRecord = Narrowed<
  typeof currencyOfferShape,
  { game: GameRecord; status: CurrencyOfferStatus | 'archived'; delivery_time: DeliveryTimeRecord }
>

/** One message of an account order's conversation (`GET /v2/account-orders/{id}/messages`). */
export type OrderMessageRecord = Narrowed<
  typeof orderMessageShape,
  { id: string; type: string; text: string; attachment: FreeFormMap | null; sender: MessageSenderRecord | null }
>
export type MessageSenderRecord = Writable<FieldValue<typeof messageSender>>
/** A buyer's order of one of the seller's currency offers; `credentials` are the buyer's game details. */
export type CurrencyOrderRecord = Narrowed<
  typeof currencyOrderShape,
  {
    game: GameRecord
    buyer: UserRecord
    currency_unit: CurrencyUnitRecord
    delivery_time: DeliveryTimeRecord
    parameters: FreeFormMap
    credentials: Record<string, string>
    status: string
  }
>

/** A line of the seller's ledger (`GET /v2/payments`). */
export type PaymentRecord = Narrowed<typeof paymentShape, { type: PaymentType }>

/** A payout request (`GET /v2/payouts`); `status` may be one the dashboard does not know. */
export type PayoutRecord = Narrowed<typeof payoutShape, { status: string; method: string }>

/** One of the seller's item offers (`GET /v2/item-offers`); `parameters` holds its template's `item_data`. */
export type ItemOfferRecord = Narrowed<
  typeof itemOfferShape,
  {
    game: GameRecord
    status: (typeof ITEM_OFFER_STATUSES)[number]
    delivery_time: DeliveryTimeRecord
    parameters: Record<string, unknown>
    price_usd: string
  }
>

/** The marketplace's gift card catalog: brands, regions and cards (`GET /v2/gift-cards`, `/brands`, `/regions`). */
export type GiftCardBrandRecord = Sent<typeof giftCardBrandShape>
export type GiftCardRegionRecord = Sent<typeof giftCardRegionShape>
export type GiftCardRecord = Narrowed<typeof giftCardShape, { brand: { id: number; name: string }; region: { id: number; name: string } }>
/** One of the seller's gift card offers, with the card it sells. */
export type GiftCardOfferRecord = Narrowed<typeof giftCardOfferShape, { gift_card: GiftCardRecord }>
/** A key added to an offer through the API; `id` is its delivery id. Keys of the seed's stock have no text here. */
export interface StockKeyRecord {
  id: number
  key: string
  created_at: number
}
/** One of the seller's account offers; `account_data` as the template named it is kept in `parameters`. */
export type AccountOfferRecord = Narrowed<
  typeof accountOfferShape,
  { game: GameRecord; parameters: FreeFormMap; status: string; delivery_time: DeliveryTimeRecord | null; is_manual_delivery: boolean }
>

/** One credential of an offer's inventory: `credentials` is the secret a buyer receives. */
export type OfferCredentialRecord = Sent<typeof offerCredentialShape>

/** A game of the catalog (`GET /v2/games`): what can be sold for it, and its item collections (none here). */
export type MarketGameRecord = Narrowed<typeof gameShape, { acronym: string; game_item_collections: never[] }>

/** One data entry of an offer template: a Laravel-style rule, and the values it allows. */
export interface TemplateEntryRecord {
  condition: string
  values?: (string | number)[]
}

/** An offer template: its fixed fields' sample values and, under `account_data`/`item_data`/`currency_data`, its entries. */
export type OfferTemplateRecord = Record<string, string | Record<string, TemplateEntryRecord>>
/** A buyer's order of one of the seller's item offers (`GET /v2/item-orders/{id}`). */
export type ItemOrderRecord = Narrowed<
  typeof itemOrderShape,
  {
    item_offer_id: number
    game: GameRecord
    buyer: UserRecord
    title: string
    parameters: FreeFormMap
    delivery_time: DeliveryTimeRecord
    status: string
  }
>

/** One of the seller's breaks; on while `ended_at` is null. */
export type SellerBreakRecord = Narrowed<typeof sellerBreakShape, { mode: SellerBreakMode }>
