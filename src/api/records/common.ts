import { bool, enumText, freeFormMap, id, money, nullable, num, positiveInt, sentStringList, text, timestamp } from '../read/fields'
import { group } from '../read/record'

export const userRef = group({ id, username: text })

/** The game a record belongs to. */
export const gameRef = group({ id, name: text, slug: text })

export const deliveryTime = group({
  duration: num,
  /** `minutes`, `hours` or `days` on the live API; absent in the spec. */
  unit: nullable(enumText),
  format: text,
  format_long: text,
  seconds: num,
})

export const currencyUnit = group({
  slug: text,
  currency_name: text,
  name: text,
  symbol: text,
  multiplier: positiveInt,
})

/** What an account offer and an item offer say alike: the game's template filled in, and how it is delivered. */
export const templatedOfferFields = {
  title: text,
  slug: nullable(text),
  description: nullable(text),
  /** The template's values (`account_data`, `item_data`) as the server keeps them (docs/open-points.md). */
  parameters: freeFormMap,
  /** Values the dashboard does not know are shown as sent. */
  status: nullable(enumText),
  delivery_time: nullable(deliveryTime),
}

/** An offer's figures on the marketplace and its dates (account and item offers). */
export const listedOfferFields = {
  price_usd: nullable(money),
  views: nullable(num),
  /** Absent: not known, not "no images". */
  image_urls: sentStringList,
  created_at: timestamp,
  updated_at: timestamp,
  listed_at: nullable(timestamp),
}

/** Whether a buyer opened a case on an order, and which. */
export const orderDisputeFields = { is_disputed: nullable(bool), dispute_case_id: nullable(id) }

/** What a buyer paid for an order of several units (currency and item orders). */
export const orderPriceFields = {
  price_eur: money,
  price_usd: nullable(money),
  unit_price_eur: nullable(money),
  unit_price_usd: nullable(money),
}
