import { bool, id, money, nullable, text, timestamp, UNREADABLE, type FieldReader } from '../read/fields'
import { type RecordOf } from '../read/record'
import { gameRef, listedOfferFields, templatedOfferFields } from './common'

/** A list of record ids (`account_order_ids`); absent is not known (null), not "none". */
const idList: FieldReader<number[] | null> = nullable(
  (raw) => (Array.isArray(raw) && raw.every((item) => Number.isSafeInteger(item) && item > 0) ? (raw as number[]) : UNREADABLE),
)

/**
 * One of the seller's account offers (`GET /v2/account-offers`, `GET /v2/account-offers/{id}`; api-notes, "The
 * supply side"). The legacy single `credentials` login is a secret and is not read: the inventory holds them.
 */
export const accountOfferShape = {
  id,
  game: nullable(gameRef),
  account_order_ids: idList,
  /** `status`: `draft`, `pending`, `listed`, `processing`, `sold`, `refunded`, `archived` at least. */
  ...templatedOfferFields,
  is_manual_delivery: nullable(bool),
  delivery_instructions: nullable(text),
  price: money,
  ...listedOfferFields,
}
export type AccountOffer = RecordOf<typeof accountOfferShape>

/** One credential of an offer's inventory (`GET /v2/account-offers/{id}/credentials`): `credentials` is a secret. */
export const offerCredentialShape = {
  id,
  credentials: text,
  account_offer_id: nullable(id),
  account_order_id: nullable(id),
  is_sold: bool,
  created_at: timestamp,
  updated_at: timestamp,
}
export type OfferCredential = RecordOf<typeof offerCredentialShape>
