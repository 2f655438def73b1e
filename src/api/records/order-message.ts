import { bool, enumText, freeFormMap, id, nullable, orElse, text, timestamp } from '../read/fields'
import { group, type Fields } from '../read/record'

/** Who wrote a message: the buyer, the seller, or the marketplace's staff (`is_admin`). */
export const messageSender = group({
  id: nullable(id),
  username: nullable(text),
  is_admin: orElse(bool, () => false),
})

/**
 * One message of an order's conversation (api-notes, "Buyer messages"). Its `id` is a string, unlike every
 * other record's, so the list is read with `readOrderMessages` rather than `readRecords`.
 */
export const orderMessageShape = {
  id: text,
  /** At least `user_message`; any other type is the marketplace's notice. */
  type: nullable(enumText),
  text: nullable(text),
  attachment: nullable(freeFormMap),
  sender: nullable(messageSender),
  sent_at: timestamp,
}

export type OrderMessage = Omit<Fields<typeof orderMessageShape>, 'id'> & { readonly id: string }
