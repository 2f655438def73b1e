import { id, nullable, stringList, text } from '../read/fields'
import type { RecordOf } from '../read/record'

/** A game of the marketplace (`GET /v2/games`); `services` says what can be sold for it (`accounts`, `items`, `currencies`...). */
export const gameShape = {
  id,
  name: text,
  /** Templates are asked for by slug. */
  slug: text,
  acronym: nullable(text),
  services: stringList,
}
export type Game = RecordOf<typeof gameShape>
